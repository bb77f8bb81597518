"""The row of actions after a joke in a real browser: without script it is
"One more joke" and the link to copy; with it, Share, which opens the Web
Share API's sheet where the browser has one and copies the link otherwise,
and Copy joke, which copies the joke's text with the site's name and the
joke's own address, each saying what it did in a live region. The browser's own share and clipboard are stood in for (a
headless browser has no share sheet and no clipboard to read back)."""
import pathlib
import sys

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402

SHARE_SHEET = "navigator.share = async (data) => { window.shared = data; };"
CLIPBOARD = """delete Navigator.prototype.share;
Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.copied = text; } } });"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("share") / "site"
    site_browser.build_site(folder)
    with site_browser.serve(folder) as base:
        yield base, base + site_browser.page_types(folder)["joke"]


@pytest.fixture
def browser():
    driver = site_browser.chromium()
    yield driver
    driver.quit()


def open_with(driver, url, script):
    if script:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": script})
    site_browser.open_page(driver, url, 390, "light")


def share_button(driver):
    return WebDriverWait(driver, 10).until(
        lambda d: next((b for b in d.find_elements(By.CSS_SELECTOR, ".joke-actions button[data-share]") if b.is_displayed()), None))


def status_says(driver, text):
    status = driver.find_element(By.CSS_SELECTOR, ".joke-actions [role=status]")
    WebDriverWait(driver, 10).until(lambda d: status.text == text)


def test_the_share_sheet_gets_the_jokes_address(site, browser):
    base, joke = site
    open_with(browser, joke, SHARE_SHEET)
    button = share_button(browser)
    assert button.text == "Share"
    button.click()
    shared = WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.shared"))
    canonical = browser.find_element(By.CSS_SELECTOR, "link[rel=canonical]").get_attribute("href")
    assert shared["url"] == canonical and shared["title"]
    assert not browser.find_element(By.ID, "share-url").is_displayed()


def test_without_a_share_sheet_the_button_copies_the_link_and_says_so(site, browser):
    base, joke = site
    open_with(browser, joke, CLIPBOARD)
    button = share_button(browser)
    assert button.text == "Copy link"
    button.click()
    copied = WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.copied"))
    assert copied == browser.find_element(By.CSS_SELECTOR, "link[rel=canonical]").get_attribute("href")
    status_says(browser, "Link copied")


def test_copy_joke_copies_the_joke_then_the_sites_name_and_the_jokes_address(site, browser):
    base, joke = site
    open_with(browser, joke, CLIPBOARD)
    share_button(browser)
    browser.find_element(By.CSS_SELECTOR, ".joke-actions button[data-copy-joke]").click()
    copied = WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.copied"))
    setup = browser.find_element(By.CSS_SELECTOR, "h1.setup").get_attribute("textContent")
    punchline = browser.find_element(By.CSS_SELECTOR, ".punchline").get_attribute("textContent").strip()
    canonical = browser.find_element(By.CSS_SELECTOR, "link[rel=canonical]").get_attribute("href")
    assert copied == f"{setup}\n{punchline}\n\nMr. Funny Jokes: {canonical}"
    assert canonical.endswith(joke.removeprefix(base))
    status_says(browser, "Joke copied")


def test_copy_joke_on_the_home_page_gives_the_jokes_own_address(site, browser):
    base, joke = site
    open_with(browser, base + "/", CLIPBOARD)
    share_button(browser)
    browser.find_element(By.CSS_SELECTOR, ".joke-actions button[data-copy-joke]").click()
    copied = WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.copied"))
    own_page = browser.find_element(By.CSS_SELECTOR, ".joke-page button[data-copy-joke]").get_attribute("data-link")
    assert own_page.startswith("/jokes/")
    assert copied.endswith(f"\n\nMr. Funny Jokes: https://jokes.example.com{own_page}")


def test_without_script_the_link_is_there_to_copy(site, browser):
    base, joke = site
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    site_browser.open_page(browser, joke, 390, "light")
    field = browser.find_element(By.ID, "share-url")
    assert field.is_displayed() and field.get_attribute("value").endswith("/")
    assert not any(b.is_displayed() for b in browser.find_elements(By.CSS_SELECTOR, ".joke-actions button"))
    assert browser.find_element(By.LINK_TEXT, "One more joke").is_displayed()


@pytest.mark.parametrize("page", ["joke", "home"])
def test_the_actions_share_one_line_at_390_px(site, browser, page):
    base, joke = site
    open_with(browser, joke if page == "joke" else base + "/", CLIPBOARD)
    share_button(browser)
    actions = [a for a in browser.find_elements(By.CSS_SELECTOR, ".joke-page .actions .button") if a.is_displayed()]
    assert len(actions) == 3
    assert len({a.rect["y"] for a in actions}) == 1, [(a.text, a.rect) for a in actions]
