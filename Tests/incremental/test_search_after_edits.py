"""The search after 200 random edits with search on, each built
incrementally (issue #47): the site's own search page, in headless
Chromium, finds every joke by the words it has now and by no word it lost, never a
deleted joke, and finds as many jokes by a word they all share (`wobble`)
as have pages. Halfway, one build merges the recent search shard into the
settled ones (`--compact-search`); the others index edits into the recent
shard, or merge it when it passes its size. Last, every joke is given a
page (`include_nsfw`), so the catalogue fills several joke shards. Every joke's text carries a word of
its own (`zq` and five letters). Seeded like
test_incremental_equals_clean: `JOKESITE_EDITS_SEED`,
`JOKESITE_SEARCH_EDITS`."""
import os
import random
import re
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from edited_catalogue import JOKESITE, ROOT, Catalogue, start_build

sys.path.insert(0, str(ROOT / "scripts"))
import site_browser  # noqa: E402

SEED = int(os.environ.get("JOKESITE_EDITS_SEED", "25"))
EDITS = int(os.environ.get("JOKESITE_SEARCH_EDITS", "200"))
# More than one shard's worth (`SearchShards.jokesPerShard`).
JOKES = 1100
SHARED_WORD = "wobble"
OWN_WORD = re.compile(r"\bzq[a-z]{5}\b")


class SearchedCatalogue(Catalogue):
    """The random edits' catalogue with search on, whose jokes each carry
    a word of their own; some edits give a joke a new one."""

    def __init__(self, folder, rng):
        self.words = 0
        super().__init__(folder, rng, jokes=JOKES, search=True, cards=False)

    def word(self, n=None):
        """The word of a joke's own, the `n`th given (else a new one)."""
        if n is None:
            self.words += 1
            n = self.words
        letters = ""
        for _ in range(5):
            n, letter = divmod(n, 26)
            letters += chr(ord("a") + letter)
        return "zq" + letters

    def new_joke(self, n):
        joke = super().new_joke(n)
        joke["text"] += f" {self.word()} {SHARED_WORD}."
        return joke

    def edit(self):
        if self.rng.random() >= 0.3:
            return super().edit()
        self.edited += 1
        jid = self.rng.choice(sorted(self.jokes))
        self.jokes[jid]["text"] = OWN_WORD.sub(self.word(), self.jokes[jid]["text"])
        self.write()
        return f"new words for {jid}"

    def with_pages(self):
        return {jid for jid, joke in self.jokes.items() if joke["sfw"] or self.site.get("include_nsfw")}


# Runs in the search page: each word typed into the box in turn (the box
# emptied first, so no answer is a word's before), and the addresses of
# the results drawn.
SEARCH_EACH = """
const [words, done] = [arguments[0], arguments[arguments.length - 1]];
const input = document.getElementById("search-q");
const status = document.getElementById("search-status");
const settled = (test) => new Promise((resolve, reject) => {
  const start = performance.now();
  (function poll() {
    if (test()) resolve();
    else if (performance.now() - start > 20000) reject(new Error("no answer: " + status.textContent));
    else setTimeout(poll, 5);
  })();
});
(async () => {
  const found = {};
  for (const word of words) {
    input.value = "";
    input.dispatchEvent(new Event("input"));
    await settled(() => /Type a word/.test(status.textContent));
    input.value = word;
    input.dispatchEvent(new Event("input"));
    await settled(() => /result|Nothing/.test(status.textContent));
    found[word] = [...document.querySelectorAll("#search-results a.result-title")].map((link) => new URL(link.href).pathname);
  }
  done(found);
})().catch((error) => done(String(error)));
"""

def build(catalogue, output, steps, *extra):
    process = start_build(catalogue, output, *extra)
    _, errors = process.communicate()
    assert process.returncode == 0, f"seed {SEED}, {steps[-1:]}: the build failed:\n{errors}"


def joke_of(path):
    match = re.fullmatch(r"/jokes/([^/]+)/", path)
    return match and match.group(1)


def open_search(driver, url):
    driver.get(url)
    WebDriverWait(driver, 60).until(lambda d: re.search("Type a word|result|Nothing", d.find_element(By.ID, "search-status").text))


def test_search_after_random_edits(workdir):
    assert JOKESITE.exists(), f"{JOKESITE}: build it with swift build -c release --product jokesite"
    catalogue = SearchedCatalogue(workdir, random.Random(SEED))
    catalogue.write()
    first = {jid: OWN_WORD.search(joke["text"]).group(0) for jid, joke in catalogue.jokes.items()}
    output = workdir / "public"
    steps = []
    for number in range(EDITS + 1):
        if number:
            steps.append(f"edit {number}: {catalogue.edit()}")
        build(catalogue, output, steps, *(["--compact-search"] if number == EDITS // 2 else []))
    # Every joke with a page: as many as make several shards.
    if not catalogue.site["include_nsfw"]:
        catalogue.site["include_nsfw"] = True
        catalogue.write()
        steps.append("include_nsfw set")
        build(catalogue, output, steps)

    words = {jid: OWN_WORD.search(joke["text"]).group(0) for jid, joke in catalogue.jokes.items()}
    with_pages = catalogue.with_pages()
    rng = random.Random(SEED)
    edited = {jid for jid in with_pages if first.get(jid) != words[jid]}
    untouched = rng.sample(sorted(with_pages - edited), 40)
    lost = sorted({catalogue.word(n) for n in range(1, catalogue.words + 1)} - set(words.values()))
    assert edited and lost, "the edits changed no joke's words: the test would not test"

    driver = site_browser.chromium()
    try:
        driver.set_script_timeout(600)
        with site_browser.serve(output) as base:
            open_search(driver, base + "/search/")
            found = driver.execute_async_script(SEARCH_EACH, sorted({words[jid] for jid in edited | set(untouched)}) + lost)
            assert isinstance(found, dict), found
            history = "\n".join(steps[-5:])
            for jid in sorted(edited | set(untouched)):
                assert [joke_of(path) for path in found[words[jid]]] == [jid], f"seed {SEED}: {jid} by {words[jid]}: {found[words[jid]]}"
            for word in lost:
                assert found[word] == [], f"seed {SEED}: {word} is no joke's, yet finds {found[word]}; last edits:\n{history}"
            open_search(driver, f"{base}/search/?q={SHARED_WORD}")
            WebDriverWait(driver, 60).until(lambda d: "result" in d.find_element(By.ID, "search-status").text)
            count = int(driver.find_element(By.ID, "search-status").text.split()[0].replace(",", ""))
            assert count == len(with_pages), f"seed {SEED}: {count} jokes found by {SHARED_WORD}, {len(with_pages)} have pages"
    finally:
        driver.quit()
