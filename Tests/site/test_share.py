"""The joke page's share control in a real browser: without script it is a
link to copy; with it, one button that opens the Web Share API's sheet where
the browser has one and copies the link otherwise, saying "Link copied" in
a live region. The browser's own share and clipboard are stood in for (a
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
        lambda d: next((b for b in d.find_elements(By.CSS_SELECTOR, ".share button") if b.is_displayed()), None))


def test_the_share_sheet_gets_the_jokes_address(site, browser):
    base, joke = site
    open_with(browser, joke, SHARE_SHEET)
    button = share_button(browser)
    assert button.text == "Share this joke"
    button.click()
    shared = WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.shared"))
    canonical = browser.find_element(By.CSS_SELECTOR, "link[rel=canonical]").get_attribute("href")
    assert shared["url"] == canonical and shared["title"]


def test_without_a_share_sheet_the_button_copies_the_link_and_says_so(site, browser):
    base, joke = site
    open_with(browser, joke, CLIPBOARD)
    button = share_button(browser)
    assert button.text == "Copy the link"
    button.click()
    copied = WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.copied"))
    assert copied == browser.find_element(By.ID, "share-url").get_attribute("value")
    status = browser.find_element(By.CSS_SELECTOR, ".share [role=status]")
    WebDriverWait(browser, 10).until(lambda d: status.text == "Link copied")


def test_without_script_the_link_is_there_to_copy(site, browser):
    base, joke = site
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    site_browser.open_page(browser, joke, 390, "light")
    field = browser.find_element(By.ID, "share-url")
    assert field.is_displayed() and field.get_attribute("value").endswith("/")
    assert not any(b.is_displayed() for b in browser.find_elements(By.CSS_SELECTOR, ".share button"))
