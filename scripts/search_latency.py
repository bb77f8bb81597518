"""A visitor's search on a built site, timed in headless Chromium:
  python3 scripts/search_latency.py OUTPUT_FOLDER [WORD...]
prints, in milliseconds, how long the search page takes to load its index
(every shard in its worker), then for each word (first use: its index
chunks are fetched) how long the page takes from the Search button to the
first 30 results drawn. Last, on the page loaded afresh (the browser's
cache emptied), the first word typed into the box a key every 120 ms, as
a visitor does (the page searches each prefix of two letters or more
while they type, the newest once the one running ends): the time from the
last key to the results drawn. Figures, never assertions."""
import pathlib
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import site_browser  # noqa: E402

# Runs in the page: the word put into the box and the form sent, as the
# Search button does; the time until the status line says what was found
# (its workers searched, the first batch of results drawn) and how many.
SEARCH = """
const word = arguments[0];
const done = arguments[arguments.length - 1];
const status = document.getElementById("search-status");
status.textContent = "";
const start = performance.now();
new MutationObserver((_, observer) => {
  if (!/result|Nothing/.test(status.textContent)) return;
  observer.disconnect();
  done([performance.now() - start, status.textContent.match(/^[\\d,]*/)[0] || "0"]);
}).observe(status, { childList: true, characterData: true, subtree: true });
document.getElementById("search-q").value = word;
document.getElementById("search-form").requestSubmit();
"""


# Runs in the page: notes when a key goes down in the box and when the
# status line last said what was found (a search begun before the last
# key may answer first; the last answer is the word's).
WATCH_TYPING = """
const typed = window.typedTimes = {};
const status = document.getElementById("search-status");
document.getElementById("search-q").addEventListener("keydown", () => {
  typed.key = performance.now();
  typed.shown = null;
});
new MutationObserver(() => {
  if (/result|Nothing/.test(status.textContent)) typed.shown = performance.now();
}).observe(status, { childList: true, characterData: true, subtree: true });
"""


def load(driver, base):
    """Opens the search page; the milliseconds until its index has loaded."""
    start = driver.execute_script("return performance.now()")
    driver.get(base + "/search/")
    # With no words in its box, the page says what to do once the index has loaded.
    WebDriverWait(driver, 120).until(lambda d: "Type a word" in d.find_element(By.ID, "search-status").text)
    return driver.execute_script("return performance.now()") - start


def typed(driver, word):
    """Types `word` a key at a time; the milliseconds from the last key to the results."""
    driver.execute_script(WATCH_TYPING)
    box = driver.find_element(By.ID, "search-q")
    for key in word:
        box.send_keys(key)
        time.sleep(0.12)
    # Settled: a second without another answer.
    settled = "const t = window.typedTimes; return t.shown && performance.now() - t.shown > 1000 && t"
    times = WebDriverWait(driver, 60).until(lambda d: d.execute_script(settled))
    return times["shown"] - times["key"]


def main():
    folder = pathlib.Path(sys.argv[1])
    words = sys.argv[2:] or ["knock", "teapot", "library", "because"]
    driver = site_browser.chromium()
    driver.set_script_timeout(60)
    try:
        with site_browser.serve(folder) as base:
            print(f"index loaded {load(driver, base):.0f} ms")
            for word in words:
                elapsed, count = driver.execute_async_script(SEARCH, word)
                print(f"search {word!r}: {elapsed:.0f} ms, {count} results")
            # As a first visit: nothing of the index in the browser's cache.
            driver.execute_cdp_cmd("Network.clearBrowserCache", {})
            load(driver, base)
            print(f"typed {words[0]!r}: {typed(driver, words[0]):.0f} ms from the last key to the results")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
