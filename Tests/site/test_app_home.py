"""The site as the app's home on the web, in a real browser: every page
type reads at 320 px without scrolling sideways, with and without an App
Store id; the app is offered after the punchline only on a site that has
an App Store id, and every App Store link says where it was clicked
(`ct=`); /random/ shows no joke twice in a visit; /search/ has one box and
answers a search that finds nothing with somewhere to go."""
import pathlib
import sys
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402

# The place each page's own App Store links name, beside the strip's.
PLACES = {"home": "web-home", "day": "web-day", "joke": "web-joke", "widgets": "web-widgets"}


@pytest.fixture(scope="module")
def browser():
    driver = site_browser.chromium()
    yield driver
    driver.quit()


# The right edge of the page and what sticks out past `width`.
OVERFLOW = """const width = arguments[0];
const out = [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > width + 0.5)
  .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
return [document.documentElement.scrollWidth, out.slice(0, 5)];"""


def open_as_shown(browser, url, width, script=True):
    """Opens `url`; with `script` off as a browser without JavaScript
    shows it (/random/ with script leaves for a joke at once)."""
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": not script})
    site_browser.open_page(browser, url, width, "light")


@pytest.mark.parametrize("which", ["sample", "with_app"])
def test_every_page_type_fits_320_px(which, request, browser):
    """A phone's layout viewport grows to fit what is too wide, so the page
    is measured against the 320 px asked for, not against innerWidth."""
    site = request.getfixturevalue(which)
    too_wide = []
    with site_browser.serve(site) as base:
        for name, path in site_browser.page_types(site).items():
            open_as_shown(browser, base + path, 320, script=name != "random")
            site_browser.reveal_punchlines(browser)
            width, out = browser.execute_script(OVERFLOW, 320)
            inner = browser.execute_script("return innerWidth")
            if width > 320 or inner > 320:
                too_wide.append(f"{name} ({path}): {width} px wide: {out}")
    open_as_shown(browser, "about:blank", 320)
    assert not too_wide, "\n".join(too_wide)


def app_line(browser):
    return browser.find_elements(By.CSS_SELECTOR, ".joke-page .app-line")


@pytest.mark.parametrize("name", ["home", "day", "joke"])
def test_the_app_is_offered_after_the_punchline_only_with_an_app_store_id(name, sample, with_app, browser):
    for site, offered in ((sample, False), (with_app, True)):
        with site_browser.serve(site) as base:
            site_browser.open_page(browser, base + site_browser.page_types(site)[name], 390, "light")
            assert not any(line.is_displayed() for line in app_line(browser))
            browser.find_element(By.CSS_SELECTOR, ".joke-page .reveal summary").click()
            WebDriverWait(browser, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, ".joke-page .punchline").is_displayed())
            shown = [line for line in app_line(browser) if line.is_displayed()]
            assert len(shown) == (1 if offered else 0), name
            if offered:
                assert "Tomorrow's joke on your Home Screen" in shown[0].text
                # An offer, not a pop-up: it sits in the page's flow, under the punchline.
                assert shown[0].value_of_css_property("position") == "static"
                punchline = browser.find_element(By.CSS_SELECTOR, ".joke-page .punchline")
                assert shown[0].rect["y"] > punchline.rect["y"] + punchline.rect["height"] - 1


def campaign(link):
    return urllib.parse.parse_qs(urllib.parse.urlsplit(link).query)


def test_every_app_store_link_names_its_place(with_app, browser):
    with site_browser.serve(with_app) as base:
        # The links as the pages have them (with script /random/ leaves for a joke).
        for name, path in site_browser.page_types(with_app).items():
            open_as_shown(browser, base + path, 1280, script=False)
            links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a[href*='apps.apple.com']")]
            assert links, f"{name}: no App Store link"
            places = set()
            for link in links:
                query = campaign(link)
                assert query.get("pt") == ["118561234"], f"{name}: {link}"
                places.update(query.get("ct", []))
            in_strip = campaign(browser.find_element(By.CSS_SELECTOR, ".app-strip a.app-store").get_attribute("href"))["ct"]
            assert in_strip == ["web-strip"], name
            assert places == {"web-strip"} | ({PLACES[name]} if name in PLACES else set()), f"{name}: {links}"
    open_as_shown(browser, "about:blank", 1280)


def test_twenty_visits_to_random_show_twenty_different_jokes(sample, browser):
    seen = []
    with site_browser.serve(sample) as base:
        for _ in range(20):
            site_browser.open_page(browser, base + "/random/", 390, "light")
            WebDriverWait(browser, 10).until(lambda d: "/jokes/" in d.current_url)
            seen.append(browser.current_url)
    assert len(set(seen)) == 20, seen


def test_random_downloads_one_small_list(sample):
    index = (sample / "random" / "jokes.json").read_bytes()
    lists = sorted((sample / "random" / "jokes").glob("*.json"))
    assert len(index) < 200 and lists
    # A list holds at most 500 links of some 30 bytes: one download stays
    # well under 50 KB however many jokes there are.
    assert all(len(part.read_bytes()) < 50_000 for part in lists)


def test_search_has_one_box_and_a_dead_end_suggests_somewhere(sample, browser):
    with site_browser.serve(sample) as base:
        site_browser.open_page(browser, base + "/search/?q=teapot", 390, "light")
        boxes = [box for box in browser.find_elements(By.CSS_SELECTOR, "input[type=search]") if box.is_displayed()]
        assert len(boxes) == 1
        assert not browser.find_element(By.ID, "search-options").is_displayed()
        WebDriverWait(browser, 15).until(lambda d: "Nothing" in d.find_element(By.ID, "search-status").text)
        suggestions = browser.find_element(By.ID, "search-suggestions")
        assert suggestions.is_displayed()
        targets = [a.get_attribute("href") for a in suggestions.find_elements(By.TAG_NAME, "a")]
        assert any("/tags/" in link for link in targets) and any(link.endswith("/top10/") for link in targets)
        browser.find_element(By.CSS_SELECTOR, "#search-filters summary").click()
        assert browser.find_element(By.ID, "search-options").is_displayed()


def test_more_results_says_how_many_remain(sample, browser):
    with site_browser.serve(sample) as base:
        site_browser.open_page(browser, base + "/search/?q=the", 1280, "light")
        WebDriverWait(browser, 15).until(lambda d: "result" in d.find_element(By.ID, "search-status").text)
        count = int(browser.find_element(By.ID, "search-status").text.split()[0])
        shown = len(browser.find_elements(By.CSS_SELECTOR, ".result"))
        assert browser.find_element(By.CSS_SELECTOR, "#search-more button").text == f"More results ({count - shown} more)"


def test_every_page_links_the_privacy_and_support_pages(sample):
    pages = [page for page in sample.rglob("*.html") if "noindex" not in page.read_text() or page.name == "404.html"]
    assert len(pages) > 50
    lacking = [str(page.relative_to(sample)) for page in pages
               if '<a href="/privacy/">Privacy</a>' not in page.read_text() or '<a href="/support/">Support</a>' not in page.read_text()]
    assert not lacking
    for old in ("privacy.html", "support.html"):
        assert (sample / old).exists()
