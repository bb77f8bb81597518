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


def open_tabs(browser, urls):
    """One window per URL, each marked: a reload replaces the document, and the mark goes."""
    handles = []
    for number, url in enumerate(urls):
        if number:
            browser.switch_to.new_window("window")
        browser.get(url)
        WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.readyState") == "complete")
        browser.execute_script("window.__notReloaded = true")
        handles.append(browser.current_window_handle)
    return handles


def reloaded(browser, handle):
    browser.switch_to.window(handle)
    return browser.execute_script("return window.__notReloaded === undefined")


def mark(browser, handle):
    browser.switch_to.window(handle)
    browser.execute_script("window.__notReloaded = true")


def test_only_the_pages_a_change_touched_reload_the_edited_one_first(server, browser):
    jokes = json.loads((server.content / "jokes.json").read_text())
    joke_id = next(iter(jokes))
    about = server.site_folder / "about" / "index.html"
    about_bytes = about.read_bytes()
    edited, unrelated = open_tabs(browser, [f"{server.base}/jokes/{joke_id}/", f"{server.base}/about/"])

    # A text edit: the joke's page reloads once the build wrote it; the about page stays.
    server.rewrite_jokes(lambda text: text.replace('"text": "', '"text": "Reloaded first: ', 1))
    browser.switch_to.window(edited)
    WebDriverWait(browser, 15, poll_frequency=0.02).until(lambda b: "Reloaded first: " in page_text(b))
    assert reloaded(browser, edited)
    mark(browser, edited)
    server.wait_for_output("rebuilt: ")
    time.sleep(1)  # what the build announced has reached both pages
    assert about.read_bytes() == about_bytes, "the build left the about page as it was"
    assert not reloaded(browser, unrelated), "a page the edit did not touch stays"
    assert not reloaded(browser, edited), "announced once: no second reload"

    # A tag edit: the pages the build wrote reload.
    server.rewrite_jokes(lambda text: text.replace('"tags": [', '"tags": ["reloadedtag", ', 1))
    browser.switch_to.window(edited)
    WebDriverWait(browser, 15, poll_frequency=0.05).until(lambda b: "reloadedtag" in page_text(b))
    assert reloaded(browser, edited)
    mark(browser, edited)
    assert not reloaded(browser, unrelated)

    # A failed build shows the overlay on every page; the next good one takes it away.
    server.rewrite_jokes(lambda text: text.replace("{", "{ oops", 1))
    for handle in (edited, unrelated):
        browser.switch_to.window(handle)
        WebDriverWait(browser, 15).until(lambda b: overlay_text(b) is not None)
    server.rewrite_jokes(lambda text: text.replace("{ oops", "{", 1))
    for handle in (edited, unrelated):
        browser.switch_to.window(handle)
        WebDriverWait(browser, 15).until(lambda b: overlay_text(b) is None and page_text(b))
