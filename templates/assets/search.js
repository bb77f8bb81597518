// The search page: reads ?q= (and the filters) from the address, asks
// Pagefind's index (built by jokesite) and lists what it finds, each
// result in its character's colour. Without script the page says where
// else to look (its <noscript>).
// A module script has no document.currentScript.
const script = document.querySelector("script[data-index]");
const indexURL = script.dataset.index;
const base = script.dataset.base;
const form = document.getElementById("search-form");
const input = document.getElementById("search-q");
const status = document.getElementById("search-status");
const list = document.getElementById("search-results");
const selects = {
  character: document.getElementById("search-character"),
  type: document.getElementById("search-type"),
  tag: document.getElementById("search-tag"),
};
const sort = document.getElementById("search-sort");
const more = document.getElementById("search-more");
// Results are drawn a batch at a time: "More results" draws the next.
const batch = 30;
const colour = /^#[0-9a-fA-F]{3,8}$/;

// The address fills the box only when it is empty: what the visitor typed
// before this script ran is theirs, and stays.
const params = new URLSearchParams(location.search);
if (!input.value) input.value = params.get("q") || "";
if (["newest", "hilarious"].includes(params.get("sort"))) sort.value = params.get("sort");
// The page lists the filters' values itself (Pagefind's own list would
// load three files a shard). An address names one by its value, or, as
// older links did, by its label.
for (const [name, select] of Object.entries(selects)) {
  const wanted = params.get(name);
  const option = [...select.options].find((candidate) => candidate.value && (candidate.value === wanted || candidate.text === wanted));
  if (option) select.value = option.value;
}
// With script the options work: a search waits for the index. On a phone
// they wait behind a toggle (the first result stays in view), open when
// the address chose one; a wide screen has room to show them.
const choices = document.getElementById("search-filters");
choices.hidden = false;
const chosenInAddress = Object.values(selects).some((select) => select.value) || sort.value;
if (chosenInAddress || matchMedia("(min-width: 48rem)").matches) choices.open = true;
const suggestions = document.getElementById("search-suggestions");

// Until the index has loaded a search waits; the load then runs the one
// the box holds by then.
let workers = null;
let failed = false;
let found = [];
// The newest search asked for, and whether one runs: a search asked for
// while another runs waits for it, and only the newest of those runs.
let wanted = null;
let busy = false;
let searches = 0;
form.addEventListener("submit", (event) => {
  event.preventDefault();
  run();
});
input.addEventListener("input", () => run({ typed: true }));
for (const select of [...Object.values(selects), sort]) select.addEventListener("change", () => run());
more.querySelector("button").addEventListener("click", () => drawMore());
if (input.value.trim()) status.textContent = "Loading the search…";

// The index comes in shards (jokesite re-indexes only the shards an edit
// touched), dealt out to a worker a core (at most four), each its own
// Pagefind (search-worker.js); the main shard ("", with the character and
// content pages) goes to the first.
const asked = new Map();
let asks = 0;
function ask(worker, action, message = {}) {
  const id = ++asks;
  return new Promise((resolve, reject) => {
    asked.set(id, { resolve, reject });
    worker.postMessage({ ...message, action, ask: id });
  });
}
function answered({ data }) {
  const asker = asked.get(data.ask);
  if (!asker) return;
  asked.delete(data.ask);
  if (data.error) asker.reject(new Error(data.error));
  else asker.resolve(data.answer);
}
try {
  const listed = await fetch(indexURL + "shards.json").then((response) => response.ok ? response.json() : []);
  const count = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4, listed.length));
  // With "Newest" or "Most hilarious" Pagefind scores a result by its
  // rank in its shard: weighed by the shard's size, that rank is the share
  // of its shard it passes, the same measure in every shard (the small
  // recent one too), so the merged order is nearly one index's
  // (docs/performance.md). A best match's score is not weighed. Each
  // shard's masked results (pages the recent shard holds anew, or gone)
  // are dropped by its worker before they are counted.
  const mean = listed.reduce((sum, shard) => sum + shard.pages, 0) / (listed.length || 1);
  const shards = [{ folder: "", weight: 1, masked: [] },
    ...listed.map(({ folder, pages, masked = [] }) => ({ folder, weight: mean / pages, masked }))];
  // In order, each group a run of shards: merged by score (ties keep
  // their order), the results come as one Pagefind merging them all gives.
  const groups = Array.from({ length: count }, (_, group) =>
    shards.slice(Math.round(group * shards.length / count), Math.round((group + 1) * shards.length / count)));
  const index = new URL(indexURL, location.href).href;
  const started = groups.map(() => new Worker(new URL("search-worker.js", script.src), { type: "module" }));
  for (const worker of started) {
    worker.onmessage = answered;
    // A worker that cannot start answers nothing: every ask fails.
    worker.onerror = () => {
      for (const asker of asked.values()) asker.reject(new Error("the search worker failed"));
      asked.clear();
    };
  }
  await Promise.all(started.map((worker, group) => ask(worker, "start", { index, shards: groups[group], base })));
  workers = started;
} catch (error) {
  workers = null;
  failed = true;
  choices.hidden = true;
  status.textContent = "The search could not load. Browse the jokes by tag or character instead.";
}
if (workers) run();

function chosenFilters() {
  const chosen = {};
  for (const [name, select] of Object.entries(selects)) if (select.value) chosen[name] = select.value;
  return chosen;
}

// The address follows the form, so a search can be shared or reloaded.
function remember(query, chosen) {
  const next = new URLSearchParams();
  if (query) next.set("q", query);
  for (const [name, value] of Object.entries(chosen)) next.set(name, value);
  if (sort.value) next.set("sort", sort.value);
  const text = next.toString();
  history.replaceState(null, "", location.pathname + (text ? "?" + text : ""));
}

// Pagefind's excerpt is HTML with <mark> around the words found: only its
// text and its marks are copied, never its markup.
function excerpt(html) {
  const paragraph = document.createElement("p");
  paragraph.className = "result-excerpt";
  const parsed = new DOMParser().parseFromString(html, "text/html");
  for (const node of parsed.body.childNodes) {
    if (node.nodeName === "MARK") {
      const mark = document.createElement("mark");
      mark.textContent = node.textContent;
      paragraph.append(mark);
    } else {
      paragraph.append(node.textContent);
    }
  }
  return paragraph;
}

// The words of the query, marked where a word of the text starts with one
// (Pagefind finds words by their beginnings).
function marked(text, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return [text];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})`, "giu");
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    const mark = document.createElement("mark");
    mark.textContent = match[0];
    parts.push(mark);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

// A joke's result is its setup alone (`meta.setup`): Pagefind's excerpt
// would show the punchline, which is indexed, so a word of it finds the
// joke, but never shown before the visitor opens the joke.
function result(data, query) {
  const item = document.createElement("li");
  item.className = "result";
  const meta = data.meta || {};
  if (colour.test(meta.color || "")) item.style.setProperty("--accent", meta.color);
  if (colour.test(meta.on_color || "")) item.style.setProperty("--on-accent", meta.on_color);
  const link = document.createElement("a");
  link.className = "result-title";
  link.href = data.url;
  if (meta.setup) link.append(...marked(meta.setup, query));
  else link.textContent = meta.title || data.url;
  item.append(link);
  const who = document.createElement("p");
  who.className = "result-meta";
  const name = meta.character || "";
  // The character's face where the site has one, else its initial, as on the chips.
  const avatar = document.createElement(meta.avatar ? "img" : "span");
  avatar.className = "avatar";
  if (meta.avatar) {
    avatar.src = meta.avatar;
    avatar.alt = "";
    avatar.width = avatar.height = 26;
  } else {
    avatar.setAttribute("aria-hidden", "true");
    avatar.textContent = name.replace(/^(Mr|Mrs|Ms|Dr)\.?\s+/, "").charAt(0).toUpperCase();
  }
  const type = (data.filters && data.filters.type && data.filters.type[0]) || "";
  who.append(avatar, [name, type].filter(Boolean).join(" · "));
  if (name) item.append(who);
  if (!meta.setup && data.excerpt) item.append(excerpt(data.excerpt));
  return item;
}

// Draws the next batch of the results found, and says how many are left;
// nothing if another search was wanted meanwhile.
async function drawMore(current = () => true) {
  const query = input.value.trim();
  const shown = list.children.length;
  const next = await Promise.all(found.slice(shown, shown + batch).map((hit) => hit.data()));
  if (!current()) return;
  list.append(...next.map((data) => result(data, query)));
  const left = found.length - list.children.length;
  more.hidden = left <= 0;
  more.querySelector("button").textContent = `More results (${left.toLocaleString("en-US")} more)`;
}

// A search of what the form says. While the visitor types, a single
// letter is not searched: it finds most of the catalogue, slowly, and the
// next letter would wait for it (a search cannot be stopped).
function run({ typed = false } = {}) {
  const query = input.value.trim();
  const chosen = chosenFilters();
  remember(query, chosen);
  if (!workers) {
    if (!failed) status.textContent = "Loading the search…";
    return;
  }
  const filtered = Object.keys(chosen).length > 0;
  if (!query && !filtered) return clear("Type a word from a joke, or pick a character, type or tag.");
  if (typed && [...query].length < 2 && !filtered) return clear("Type another letter, or press Search.");
  const options = { filters: chosen };
  if (sort.value) options.sort = { [sort.value]: "desc" };
  wanted = { query: query || null, options, filtered };
  // The index chunks it needs load while an earlier search runs.
  for (const worker of workers) ask(worker, "preload", wanted).catch(() => {});
  if (!busy) searchWanted();
}

// No search: no results, and the status line says what to do.
function clear(advice) {
  wanted = null;
  found = [];
  list.replaceChildren();
  more.hidden = true;
  suggestions.hidden = true;
  status.textContent = advice;
}

// Runs the wanted search in every worker at once, merges their results
// by score and draws the first batch, unless a newer search is wanted by
// then; then the newest one, until none waits.
async function searchWanted() {
  busy = true;
  try {
    while (wanted && !wanted.taken) {
      const search = wanted;
      search.taken = true;
      const id = ++searches;
      const answers = await Promise.all(workers.map((worker) => ask(worker, "search", { id, ...search })));
      if (search !== wanted) continue;
      found = answers.flatMap((scores, group) => Array.from(scores, (score, at) => ({ score, data: () => ask(workers[group], "data", { id, at }) })));
      found.sort((a, b) => b.score - a.score);
      list.replaceChildren();
      await drawMore(() => search === wanted);
      if (search === wanted) show(search);
    }
  } catch (error) {
    status.textContent = "The search failed. Browse the jokes by tag or character instead.";
  } finally {
    busy = false;
  }
}

function show({ query, filtered }) {
  const count = found.length;
  // Nothing found is no dead end: the busiest tags and the Top 10 wait.
  suggestions.hidden = count > 0;
  status.textContent = count === 0
    ? `Nothing found${query ? ` for “${query}”` : ""}. Try another word${filtered ? ", or fewer filters" : ""}.`
    : `${count.toLocaleString("en-US")} result${count === 1 ? "" : "s"}.`;
}
