"""Search in a real browser: the header's plain GET form on the home page
leads to /search/, which finds a joke by a word of its punchline through
Pagefind's index; the character filter narrows the results; the page
lists its filters' values itself, so no filter file is loaded, and an
address naming a tag finds that tag's jokes; the page opened directly at
/search/?q=WORD works; axe finds nothing on it, light
and dark, at 390 and 1280 px."""
import json
import pathlib
import sys
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402
from test_accessibility import describe, violations  # noqa: E402

CONTENT = site_browser.ROOT / "content"
# A word only the punchline of one sample joke has.
PUNCHLINE_WORD = "executive"
# A word of jokes by several characters.
SHARED_WORD = "knock"
# A tag of several sample jokes, its slug its name.
TAG = "weather"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("search") / "site"
    site_browser.build_site(folder)
    with site_browser.serve(folder) as base:
        yield base


@pytest.fixture(scope="module")
def browser():
    driver = site_browser.chromium()
    yield driver
    driver.quit()


def page_of_joke_with(word):
    """The path of the one sample joke whose text has `word`."""
    jokes = json.loads((CONTENT / "jokes.json").read_text())
    found = [joke_id for joke_id, joke in jokes.items() if word in joke["text"].lower()]
    assert len(found) == 1, f"the sample has {len(found)} jokes with {word!r}"
    return f"/jokes/{found[0]}/"


def links(found):
    return [item.find_element(By.CSS_SELECTOR, "a.result-title").get_attribute("href") for item in found]


def results(driver, settled_count=None):
    """The results once the status line says how many there are."""
    WebDriverWait(driver, 15).until(
        lambda d: "result" in d.find_element(By.ID, "search-status").text
        or "Nothing" in d.find_element(By.ID, "search-status").text)
    if settled_count is not None:
        WebDriverWait(driver, 15).until(lambda d: settled_count(d.find_elements(By.CSS_SELECTOR, ".result")))
    return driver.find_elements(By.CSS_SELECTOR, ".result")


def test_typing_a_punchline_word_in_the_header_box_on_home_finds_that_joke(site, browser):
    site_browser.open_page(browser, site + "/", 1280, "light")
    box = browser.find_element(By.CSS_SELECTOR, "header form[role=search] input[name=q]")
    box.send_keys(PUNCHLINE_WORD, Keys.ENTER)
    WebDriverWait(browser, 10).until(lambda d: "/search/" in d.current_url)
    assert links(results(browser)) == [site + page_of_joke_with(PUNCHLINE_WORD)]


def test_the_search_page_opened_directly_reads_q(site, browser):
    site_browser.open_page(browser, site + f"/search/?q={PUNCHLINE_WORD}", 390, "dark")
    assert links(results(browser)) == [site + page_of_joke_with(PUNCHLINE_WORD)]
    assert browser.find_element(By.ID, "search-q").get_attribute("value") == PUNCHLINE_WORD


def test_a_joke_in_a_merged_shard_is_found(site, browser):
    """The jokes live in shards merged by the search page (pagefind/shards.json),
    not in the first one, which holds the characters and content pages."""
    shards = json.loads(urllib.request.urlopen(site + "/pagefind/shards.json").read())
    assert shards and all(shard["folder"].startswith("jokes-") and shard["pages"] > 0 for shard in shards)
    main = json.loads(urllib.request.urlopen(site + "/pagefind/pagefind-entry.json").read())
    characters = json.loads((CONTENT / "characters.json").read_text())
    pages = list((CONTENT / "pages").glob("*.md"))
    assert main["languages"]["en"]["page_count"] == len(characters) + len(pages), "no joke in the first shard"
    site_browser.open_page(browser, site + f"/search/?q={PUNCHLINE_WORD}", 1280, "light")
    assert links(results(browser)) == [site + page_of_joke_with(PUNCHLINE_WORD)]


def test_the_character_filter_narrows_the_results(site, browser):
    site_browser.open_page(browser, site + f"/search/?q={SHARED_WORD}", 1280, "light")
    everyone = results(browser)
    names = {meta.text.split(" · ")[0] for item in everyone for meta in item.find_elements(By.CSS_SELECTOR, ".result-meta")}
    assert len(names) > 1, names
    Select(browser.find_element(By.ID, "search-character")).select_by_visible_text("Mr. Bad")
    narrowed = results(browser, settled_count=lambda items: 0 < len(items) < len(everyone))
    assert all("Mr. Bad" in item.find_element(By.CSS_SELECTOR, ".result-meta").text for item in narrowed)
    assert "character=Mr.+Bad" in browser.current_url


def test_a_tag_in_the_address_finds_its_jokes_without_loading_filter_files(site, browser):
    jokes = json.loads((CONTENT / "jokes.json").read_text())
    tagged = [joke_id for joke_id, joke in jokes.items() if joke.get("sfw", True) and TAG in joke.get("tags", [])]
    assert len(tagged) > 1
    site_browser.open_page(browser, site + f"/search/?tag={TAG}", 1280, "light")
    found = results(browser, settled_count=lambda items: len(items) == min(len(tagged), 30))
    assert browser.find_element(By.ID, "search-status").text == f"{len(tagged)} results."
    assert sorted(links(found)) == sorted(f"{site}/jokes/{joke_id}/" for joke_id in tagged)[:30]
    assert Select(browser.find_element(By.ID, "search-tag")).first_selected_option.text == TAG
    loaded = browser.execute_script("return performance.getEntriesByType('resource').map((entry) => entry.name)")
    assert any("/pagefind/" in url for url in loaded)
    assert not [url for url in loaded if "/filter/" in url], "the selects need no Pagefind filter file"


@pytest.mark.parametrize("scheme", site_browser.SCHEMES)
@pytest.mark.parametrize("width", site_browser.WIDTHS)
def test_the_search_page_with_results_has_no_axe_violations(site, browser, width, scheme):
    site_browser.open_page(browser, site + f"/search/?q={SHARED_WORD}", width, scheme)
    assert results(browser)
    found = violations(browser)
    assert not found, f"{width} px, {scheme}:\n{describe(found)}"
