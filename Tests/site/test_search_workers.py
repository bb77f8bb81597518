"""The search page on a catalogue of several joke shards, searched by
several workers at once (search-worker.js): what it finds, and in which
order, is what one Pagefind merging every shard finds (Pagefind's own
`mergeIndex`, run in the same page, each shard weighed by its size in a
sorted search as the page weighs it), for each order; every joke is found by its own number;
a single typed letter waits for the next."""
import json
import pathlib
import subprocess
import sys

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402

# Four joke shards (`SearchShards.jokesPerShard`), dealt out to two workers.
JOKES = 3000
CORES = 2

# Runs in the page: Pagefind's own merge of every shard, one search, its
# count and its first 30 results' addresses.
ONE_PAGEFIND = """
const [word, order, done] = arguments;
(async () => {
  const index = document.querySelector("script[data-index]").dataset.index;
  const pagefind = await import(index + "pagefind.js");
  await pagefind.options({ baseUrl: "/" });
  await pagefind.init();
  const shards = await (await fetch(index + "shards.json")).json();
  const mean = shards.reduce((sum, shard) => sum + shard.pages, 0) / shards.length;
  await Promise.all(shards.map((shard) =>
    pagefind.mergeIndex(index + shard.folder, { baseUrl: "/", indexWeight: order ? mean / shard.pages : 1 })));
  const search = await pagefind.search(word, order ? { sort: { [order]: "desc" } } : {});
  const first = await Promise.all(search.results.slice(0, 30).map((hit) => hit.data()));
  done([search.results.length, first.map((data) => data.url)]);
})().catch((error) => done([-1, String(error)]));
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("workers")
    subprocess.run([str(site_browser.JOKESITE), "synthesize", "--jokes", str(JOKES), "--out", str(root),
                    "--events-per-joke", "1"], check=True, capture_output=True)
    settings_file = root / "content" / "site.json"
    settings = json.loads(settings_file.read_text())
    settings.update(search=True, cards=False)
    settings_file.write_text(json.dumps(settings))
    site_browser.build_site(root / "public", root / "content")
    with site_browser.serve(root / "public") as base:
        yield base, root


@pytest.fixture(scope="module")
def browser():
    driver = site_browser.chromium()
    driver.set_script_timeout(60)
    driver.execute_cdp_cmd("Emulation.setHardwareConcurrencyOverride", {"hardwareConcurrency": CORES})
    yield driver
    driver.quit()


def status(driver):
    return driver.find_element(By.ID, "search-status").text


def drawn(driver, base, word, order=""):
    """Opens the search page for `word`: its count and the addresses it drew."""
    driver.get(f"{base}/search/?q={word}" + (f"&sort={order}" if order else ""))
    WebDriverWait(driver, 30).until(lambda d: "result" in status(d) or "Nothing" in status(d))
    count = int(status(driver).split()[0].replace(",", "")) if "result" in status(driver) else 0
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".result a.result-title")]
    return count, [href.removeprefix(base) for href in hrefs]


@pytest.mark.parametrize("order", ["", "newest", "hilarious"])
@pytest.mark.parametrize("word", ["knock", "teapot", "the"])
def test_the_workers_find_what_one_pagefind_finds_in_its_order(site, browser, word, order):
    base, _ = site
    count, first = drawn(browser, base, word, order)
    reference, reference_first = browser.execute_async_script(ONE_PAGEFIND, word, order)
    assert reference > 0, reference_first
    assert (count, first) == (reference, reference_first)


def test_every_joke_is_found_by_its_number(site, browser):
    """Each synthetic joke's text holds its own number: the last 40 with a
    page (not NSFW), spread over the shards (and so the workers), each
    found by it, with what one Pagefind finds for it."""
    base, root = site
    jokes = json.loads((root / "content" / "jokes.json").read_text())
    numbered = {int(next(word for word in joke["text"].split() if word.isdigit())): f"/jokes/{joke_id}/"
                for joke_id, joke in jokes.items() if joke.get("sfw", True)}
    for number in sorted(numbered)[-40:]:
        joke = numbered[number]
        count, first = drawn(browser, base, str(number))
        assert joke in first, number
        assert [count, first] == browser.execute_async_script(ONE_PAGEFIND, str(number), ""), number


def test_a_single_typed_letter_waits_for_the_next(site, browser):
    base, _ = site
    browser.get(base + "/search/")
    WebDriverWait(browser, 30).until(lambda d: "Type a word" in status(d))
    box = browser.find_element(By.ID, "search-q")
    box.send_keys("k")
    WebDriverWait(browser, 5).until(lambda d: "another letter" in status(d))
    assert not browser.find_elements(By.CSS_SELECTOR, ".result")
    box.send_keys("nock")
    WebDriverWait(browser, 30).until(lambda d: "result" in status(d))
    assert browser.find_elements(By.CSS_SELECTOR, ".result")


def test_an_edited_joke_is_found_by_its_new_words_once_and_the_counts_hold(site, browser):
    """Last, as it changes the site: a joke given a new word and built
    again goes to the recent shard, its old result masked in its settled
    shard (`shards.json`): its new word finds it once, its old number
    finds nothing, and a word the edit did not touch counts as before."""
    base, root = site
    jokes_file = root / "content" / "jokes.json"
    jokes = json.loads(jokes_file.read_text())
    joke_id, joke = next((joke_id, joke) for joke_id, joke in jokes.items() if joke.get("sfw", True) and "knock" not in joke["text"].lower())
    number = next(word for word in joke["text"].split() if word.isdigit())
    knock_before = drawn(browser, base, "knock")[0]
    joke["text"] = joke["text"].replace(number, "zqteapotless")
    jokes_file.write_text(json.dumps(jokes))
    site_browser.build_site(root / "public", root / "content")
    listed = json.loads((root / "public" / "pagefind" / "shards.json").read_text())
    assert listed[-1] == {"folder": "recent/", "pages": 1}
    assert sum(len(shard.get("masked", [])) for shard in listed) == 1
    # As a visitor whose browser kept none of the index from before the edit.
    browser.execute_cdp_cmd("Network.clearBrowserCache", {})
    assert drawn(browser, base, "zqteapotless") == (1, [f"/jokes/{joke_id}/"])
    assert drawn(browser, base, number)[1].count(f"/jokes/{joke_id}/") == 0
    assert drawn(browser, base, "knock")[0] == knock_before
