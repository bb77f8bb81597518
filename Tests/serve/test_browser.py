"""A real browser on `jokesite serve`: an edit shows up by itself, a
broken catalogue shows the error overlay, a fix brings the page back."""
import json
import os
import shutil
import time

import pytest

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


@pytest.fixture
def browser():
    os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium download a driver
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=390,900"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def page_text(browser):
    """The visible text; read by script so a reload in between cannot leave a stale element."""
    return browser.execute_script("return document.querySelector('main') ? document.querySelector('main').innerText : ''")


def overlay_text(browser):
    return browser.execute_script("const o = document.getElementById('jokesite-errors'); return o ? o.innerText : null")


def test_edits_reload_the_open_page_and_errors_show_an_overlay(server, browser, capsys):
    browser.get(server.base + "/")
    joke = server.todays_joke()
    text = json.loads((server.content / "jokes.json").read_text())[joke]["text"]
    setup_words = text.split("?")[0].split("\n")[0][:20]
    WebDriverWait(browser, 10).until(lambda b: setup_words in page_text(b))
    # Mark the page: a reload replaces the document, and the mark goes.
    browser.execute_script("window.__notReloaded = true")

    new_setup = "A freshly edited setup appears?"
    started = time.monotonic()
    server.rewrite_jokes(lambda content: content.replace(json.dumps(text)[1:-1], new_setup + " Yes, by itself.", 1))
    WebDriverWait(browser, 15, poll_frequency=0.02).until(lambda b: new_setup in page_text(b))
    latency = time.monotonic() - started
    assert browser.execute_script("return window.__notReloaded === undefined"), "the page reloaded itself"
    with capsys.disabled():
        print(f"\nlive reload: saved change to reloaded page in {latency:.2f} s")

    server.rewrite_jokes(lambda content: content.replace('"character": "mr_bad"', '"character": "mr_nobody"', 1))
    WebDriverWait(browser, 15).until(lambda b: overlay_text(b) is not None)
    assert "mr_nobody" in overlay_text(browser)
    assert new_setup in page_text(browser), "the last good site is still there"

    server.rewrite_jokes(lambda content: content.replace('"character": "mr_nobody"', '"character": "mr_bad"', 1))
    WebDriverWait(browser, 15).until(lambda b: overlay_text(b) is None and new_setup in page_text(b))
