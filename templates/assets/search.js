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
const shown = 30;
const colour = /^#[0-9a-fA-F]{3,8}$/;

const pagefind = await import(indexURL + "pagefind.js");
await pagefind.options({ baseUrl: base });
await pagefind.init();

const params = new URLSearchParams(location.search);
input.value = params.get("q") || "";
sort.value = ["newest", "hilarious"].includes(params.get("sort")) ? params.get("sort") : "";
const filters = await pagefind.filters();
for (const [name, select] of Object.entries(selects)) {
  const values = Object.keys(filters[name] || {}).sort((a, b) => a.localeCompare(b));
  for (const value of values) select.append(new Option(value, value));
  if (values.includes(params.get(name))) select.value = params.get(name);
}
document.getElementById("search-options").hidden = false;

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

function result(data) {
  const item = document.createElement("li");
  item.className = "result";
  const meta = data.meta || {};
  if (colour.test(meta.color || "")) item.style.setProperty("--accent", meta.color);
  if (colour.test(meta.on_color || "")) item.style.setProperty("--on-accent", meta.on_color);
  const link = document.createElement("a");
  link.className = "result-title";
  link.href = data.url;
  link.textContent = meta.title || data.url;
  item.append(link);
  const who = document.createElement("p");
  who.className = "result-meta";
  const avatar = document.createElement("span");
  avatar.className = "avatar";
  avatar.setAttribute("aria-hidden", "true");
  const name = meta.character || "";
  avatar.textContent = name.replace(/^(Mr|Mrs|Ms|Dr)\.?\s+/, "").charAt(0).toUpperCase();
  const type = (data.filters && data.filters.type && data.filters.type[0]) || "";
  who.append(avatar, [name, type].filter(Boolean).join(" · "));
  if (name) item.append(who);
  if (data.excerpt) item.append(excerpt(data.excerpt));
  return item;
}

async function run() {
  const query = input.value.trim();
  const chosen = chosenFilters();
  remember(query, chosen);
  if (!query && Object.keys(chosen).length === 0) {
    list.replaceChildren();
    status.textContent = "Type a word from a joke, or pick a character, type or tag.";
    return;
  }
  const options = { filters: chosen };
  if (sort.value) options.sort = { [sort.value]: "desc" };
  const search = await pagefind.debouncedSearch(query || null, options, 150);
  // A newer search replaced this one.
  if (search === null) return;
  const found = await Promise.all(search.results.slice(0, shown).map((hit) => hit.data()));
  list.replaceChildren(...found.map(result));
  const count = search.results.length;
  const more = count > shown ? ` (the first ${shown} shown)` : "";
  status.textContent = count === 0
    ? "Nothing found. Try another word, or fewer filters."
    : `${count.toLocaleString("en-US")} result${count === 1 ? "" : "s"}${more}.`;
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  run();
});
input.addEventListener("input", run);
for (const select of [...Object.values(selects), sort]) select.addEventListener("change", run);
run();
