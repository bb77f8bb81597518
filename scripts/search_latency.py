"""A visitor's search on a built site, timed in headless Chromium:
  python3 scripts/search_latency.py OUTPUT_FOLDER [WORD...]
prints, in milliseconds, how long the search page takes to load its index
(every shard merged), then for each word (first use: its index chunks are
fetched) how long Pagefind takes to find it and give the first 30 results'
data, which is what the page draws; the page waits 150 ms more for the
visitor to stop typing. Figures, never assertions."""
import pathlib
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import site_browser  # noqa: E402

# Runs in the page: the search page's own Pagefind module (imports are
# shared), one search, the first batch of results' data.
SEARCH = """
const word = arguments[0];
const done = arguments[arguments.length - 1];
(async () => {
const script = document.querySelector("script[data-index]");
const pagefind = await import(script.dataset.index + "pagefind.js");
const start = performance.now();
const search = await pagefind.search(word);
await Promise.all(search.results.slice(0, 30).map((hit) => hit.data()));
done([performance.now() - start, search.results.length]);
})().catch((error) => done([-1, String(error)]));
"""


def main():
    folder = pathlib.Path(sys.argv[1])
    words = sys.argv[2:] or ["knock", "teapot", "library", "because"]
    driver = site_browser.chromium()
    driver.set_script_timeout(60)
    try:
        with site_browser.serve(folder) as base:
            start = driver.execute_script("return performance.now()")
            driver.get(base + "/search/")
            # With no words in its box, the page says what to do once the index has loaded.
            WebDriverWait(driver, 120).until(lambda d: "Type a word" in d.find_element(By.ID, "search-status").text)
            loaded = driver.execute_script("return performance.now()") - start
            print(f"index loaded {loaded:.0f} ms")
            for word in words:
                elapsed, count = driver.execute_async_script(SEARCH, word)
                print(f"search {word!r}: {elapsed:.0f} ms, {count} results")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
