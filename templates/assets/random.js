// /random/: goes to a joke picked at random, in place of this page in the
// history, so Back leaves for where the visitor came from. No joke comes
// twice in a visit (this tab's sessionStorage) until every one was shown:
// the visit walks the jokes in a shuffled order, position k being
// (start + k × step) mod count with step and count sharing no factor, so
// it needs to remember three numbers, not the jokes it showed. The links
// come in lists of a few hundred (random/jokes/N.json): one small download
// whatever the catalogue's size. Without script, or when a list cannot be
// read, the page's own link to a joke stays.
const script = document.currentScript;
const status = document.querySelector("[data-random-status]");
const picking = document.createElement("span");
picking.textContent = "Picking one of the jokes… ";
if (status) status.prepend(picking);

const KEY = "random-walk";

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

function randomBelow(n) {
  return Math.floor(Math.random() * n);
}

// A fresh shuffled walk through `count` jokes.
function newWalk(count) {
  let step = 1 + randomBelow(Math.max(1, count - 1));
  while (gcd(step, count) !== 1) step = step % count + 1;
  return { count, start: randomBelow(count), step, shown: 0 };
}

function readWalk(count) {
  try {
    const walk = JSON.parse(sessionStorage.getItem(KEY));
    // A new build with another number of jokes, or a walk done: start again.
    if (walk && walk.count === count && walk.shown < count) return walk;
  } catch {
    // No storage (private mode) or a damaged entry: a fresh walk.
  }
  return newWalk(count);
}

function saveWalk(walk) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(walk));
  } catch {
    // Without storage a visit may repeat a joke; it still gets one.
  }
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(response.statusText);
  return response.json();
}

async function pick() {
  const index = await json(script.dataset.jokes);
  if (!index.count) throw new Error("no jokes");
  const walk = readWalk(index.count);
  const place = (walk.start + walk.shown * walk.step) % walk.count;
  const list = await json(new URL(`${index.lists}${Math.floor(place / index.per_list)}.json`, location.href));
  const link = list[place % index.per_list];
  if (!link) throw new Error("the list is shorter than its index says");
  walk.shown += 1;
  saveWalk(walk);
  location.replace(link);
}

pick().catch(() => picking.remove());
