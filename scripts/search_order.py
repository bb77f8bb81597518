"""How close a built site's sorted search is to one Pagefind index of the
same joke pages:
  python3 scripts/search_order.py OUTPUT_FOLDER WORD
indexes a copy of the site's joke pages as one Pagefind index, then, for
"Newest" and "Most hilarious", prints where each of the search page's
first 30 results stands in the one index's order (0 is its first), and
how many of the one index's first 30 the page shows. Jokes that share a
value may stand in either order. Figures, never assertions."""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import site_browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
DEPTH = 1000

# The one index, searched in a page of its own.
ONE_INDEX_PAGE = """<!doctype html><title>One index</title><script type="module">
const pagefind = await import("/one-index/pagefind.js");
await pagefind.options({ baseUrl: "/" });
window.firstOf = async (word, order, count) => {
  const search = await pagefind.search(word, { sort: { [order]: "desc" } });
  const hits = await Promise.all(search.results.slice(0, count).map((hit) => hit.data()));
  return hits.map((hit) => new URL(hit.url, location.href).pathname);
};
</script>
"""


def page_order(driver, base, word, order):
    driver.get(f"{base}/search/?q={word}&sort={order}")
    WebDriverWait(driver, 120).until(lambda d: "result" in d.find_element(By.ID, "search-status").text)
    links = driver.find_elements(By.CSS_SELECTOR, "#search-results a.result-title")
    return [re.sub(r"^https?://[^/]+", "", link.get_attribute("href")) for link in links][:30]


def one_index_order(driver, base, word, order):
    driver.get(base + "/one-index.html")
    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return typeof window.firstOf === 'function'"))
    return driver.execute_async_script("window.firstOf(arguments[0], arguments[1], arguments[2]).then(arguments[3])",
                                       word, order, DEPTH)


def main(site, word):
    pagefind = shutil.which("pagefind", path=str(ROOT / ".venv" / "bin")) or "pagefind"
    with tempfile.TemporaryDirectory() as scratch:
        copy = pathlib.Path(scratch) / "site"
        shutil.copytree(site, copy, symlinks=True)
        subprocess.run([pagefind, "--site", str(copy), "--output-path", str(copy / "one-index"), "--glob", "jokes/**/*.html",
                        "--silent"], check=True)
        (copy / "one-index.html").write_text(ONE_INDEX_PAGE, encoding="utf-8")
        driver = site_browser.chromium()
        driver.set_script_timeout(600)
        try:
            with site_browser.serve(copy) as base:
                for order in ("newest", "hilarious"):
                    shown = page_order(driver, base, word, order)
                    one = one_index_order(driver, base, word, order)
                    places = [one.index(path) if path in one else f">{DEPTH}" for path in shown]
                    print(f"{order}: the page's first 30 stand at {places} of one index; "
                          f"{len(set(shown) & set(one[:30]))} of its first 30 are shown")
        finally:
            driver.quit()


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]), sys.argv[2])
