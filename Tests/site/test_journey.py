"""The visitor's journey in a real browser: "One more joke" leads on
through different jokes; a query typed while the search index is still
loading is searched once it loads, and stays in the box; search results
never show a punchline; no page links to the app's custom scheme unless
the owner's `deep_links` says the app opens it; and on a site with an App
Store id, the app strip's QR code reads (zbar) as the App Store link."""
import contextlib
import functools
import html
import http.server
import json
import pathlib
import re
import shutil
import subprocess
import sys
import threading
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402

APP_STORE_URL = "https://apps.apple.com/app/id1234567890?pt=118561234"
# Seconds the slow server holds the search's script, which loads the index.
INDEX_DELAY = 5


@pytest.fixture
def browser():
    driver = site_browser.chromium()
    yield driver
    driver.quit()


class SlowIndexHandler(site_browser.QuietHandler):
    """Serves the site, holding Pagefind's script a while: a phone on a
    slow connection."""

    def do_GET(self):
        if self.path.endswith("/pagefind/pagefind.js"):
            time.sleep(INDEX_DELAY)
        super().do_GET()


@contextlib.contextmanager
def serve_slowly(site):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SlowIndexHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def punchline_of(site, url):
    """The punchline of the joke page at `url`, as its HTML has it."""
    path = site / url.split("/", 3)[3].split("?")[0] / "index.html"
    found = re.search(r'<div class="punchline"><p>(?:…)?(.*?)</p>', path.read_text(), re.S)
    return html.unescape(found.group(1)) if found else ""


def test_one_more_joke_leads_through_twenty_different_jokes(sample, browser):
    with site_browser.serve(sample) as base:
        site_browser.open_page(browser, base + site_browser.page_types(sample)["joke"], 390, "light")
        seen = [browser.current_url]
        for _ in range(20):
            browser.find_element(By.LINK_TEXT, "One more joke").click()
            WebDriverWait(browser, 10).until(lambda d: d.current_url != seen[-1])
            assert "/jokes/" in browser.current_url
            seen.append(browser.current_url)
        assert len(set(seen)) == len(seen), seen


def test_one_more_joke_works_without_script(sample, browser):
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    with site_browser.serve(sample) as base:
        site_browser.open_page(browser, base + f"/daily/{site_browser.TODAY}/", 390, "light")
        browser.find_element(By.LINK_TEXT, "One more joke").click()
        WebDriverWait(browser, 10).until(lambda d: "/jokes/" in d.current_url)
        assert browser.find_element(By.ID, "share-url").is_displayed()


def test_random_goes_to_a_joke_in_the_browser_and_offers_one_without_script(sample, browser):
    with site_browser.serve(sample) as base:
        site_browser.open_page(browser, base + "/random/", 390, "light")
        WebDriverWait(browser, 10).until(lambda d: "/jokes/" in d.current_url)
        links = [link for part in (sample / "random" / "jokes").glob("*.json") for link in json.loads(part.read_text())]
        assert browser.current_url.removeprefix(base) in links
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        site_browser.open_page(browser, base + "/random/", 390, "light")
        assert browser.current_url == base + "/random/"
        browser.find_element(By.PARTIAL_LINK_TEXT, "Read this one").click()
        WebDriverWait(browser, 10).until(lambda d: "/jokes/" in d.current_url)


def test_a_query_typed_before_the_index_loads_is_searched_and_kept(sample, browser):
    with serve_slowly(sample) as base:
        site_browser.open_page(browser, base + "/search/", 1280, "light")
        box = browser.find_element(By.ID, "search-q")
        box.send_keys("knock")
        # The index is still on its way: nothing found yet.
        assert not browser.find_elements(By.CSS_SELECTOR, ".result")
        WebDriverWait(browser, 6 * INDEX_DELAY).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".result"))
        assert box.get_attribute("value") == "knock"
        assert "q=knock" in browser.current_url


@pytest.mark.parametrize("query", ["knock", "executive", "cow", "why", "dog"])
def test_no_result_shows_a_punchline(sample, browser, query):
    with site_browser.serve(sample) as base:
        site_browser.open_page(browser, base + f"/search/?q={query}", 1280, "light")
        WebDriverWait(browser, 15).until(lambda d: "result" in d.find_element(By.ID, "search-status").text
                                         or "Nothing" in d.find_element(By.ID, "search-status").text)
        results = browser.find_elements(By.CSS_SELECTOR, ".result")
        assert results or query == "dog"
        for item in results:
            url = item.find_element(By.CSS_SELECTOR, "a.result-title").get_attribute("href")
            if "/jokes/" not in url:
                continue
            punchline = punchline_of(sample, url)
            assert punchline and punchline not in item.text, f"{query}: {url} shows {punchline!r}"


def test_more_results_pages_on(sample, browser):
    with site_browser.serve(sample) as base:
        # A word of most jokes: more than one batch of 30.
        site_browser.open_page(browser, base + "/search/?q=the", 1280, "light")
        WebDriverWait(browser, 15).until(lambda d: "result" in d.find_element(By.ID, "search-status").text)
        count = int(browser.find_element(By.ID, "search-status").text.split()[0])
        assert count > 30
        more = browser.find_element(By.CSS_SELECTOR, "#search-more button")
        shown = len(browser.find_elements(By.CSS_SELECTOR, ".result"))
        assert shown == 30
        while more.is_displayed():
            more.click()
            WebDriverWait(browser, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".result")) > shown)
            shown = len(browser.find_elements(By.CSS_SELECTOR, ".result"))
        assert shown == count


@pytest.mark.parametrize("which", ["sample", "with_app"])
def test_no_page_links_to_the_apps_scheme_without_deep_links(which, request):
    site = request.getfixturevalue(which)
    pages = list(site.rglob("*.html"))
    assert len(pages) > 50
    offending = [str(page.relative_to(site)) for page in pages if "mrfunnyjokes://" in page.read_text()]
    assert not offending


def test_the_association_file_claims_nothing_by_default(with_app):
    association = json.loads((with_app / ".well-known" / "apple-app-site-association").read_text())
    assert association == {"applinks": {"details": []}}


def test_the_qr_code_reads_as_the_app_store_link(with_app, browser, tmp_path):
    if not shutil.which("zbarimg"):
        pytest.fail("zbarimg is missing: scripts/install-deps.sh test installs zbar-tools")
    with site_browser.serve(with_app) as base:
        site_browser.open_page(browser, base + "/", 390, "light")
        assert not browser.find_element(By.CSS_SELECTOR, ".app-strip .app-qr img").is_displayed()
        site_browser.open_page(browser, base + "/", 1280, "dark")
        strip = browser.find_element(By.CSS_SELECTOR, ".app-strip")
        assert "4.8" in strip.text
        assert strip.find_element(By.CSS_SELECTOR, "a.app-store").get_attribute("href") == APP_STORE_URL + "&ct=web-strip"
        assert "iPhone's camera" in strip.find_element(By.CSS_SELECTOR, ".app-qr figcaption").text
        code = strip.find_element(By.CSS_SELECTOR, ".app-qr img")
        browser.execute_script("arguments[0].scrollIntoView()", code)
        assert code.is_displayed()
        image = tmp_path / "qr.png"
        image.write_bytes(code.screenshot_as_png)
    read = subprocess.run(["zbarimg", "--raw", "-q", str(image)], capture_output=True, text=True, check=True)
    assert read.stdout.strip() == APP_STORE_URL + "&ct=web-qr"
