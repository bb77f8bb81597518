// One Pagefind over a group of the index's shards, in a worker of its
// own: the search page starts a few and asks them at once, where one
// Pagefind searches its merged shards one after another. Inside a worker
// Pagefind runs in place (it starts its own worker only from a page).
let pagefind = null;
// Each search's results, by the page's number for it: the page asks for
// the data of those it draws. The last two are kept (one may be drawing
// while the next is found).
const found = new Map();

// The group's first shard is its primary (every shard carries Pagefind's
// WebAssembly); the others are merged into it, each with its weight.
async function start({ index, shards, base }) {
  const [first, ...others] = shards;
  pagefind = await import(index + "pagefind.js");
  await pagefind.options({ basePath: index + first.folder, baseUrl: base, indexWeight: first.weight });
  await pagefind.init();
  await Promise.all(others.map((shard) => pagefind.mergeIndex(index + shard.folder, { baseUrl: base, indexWeight: shard.weight })));
}

// The scores alone cross to the page, in Pagefind's order: the page
// merges the groups' results by score, as Pagefind merges shards.
async function search({ id, query, options }) {
  const answer = await pagefind.search(query, options);
  found.set(id, answer.results);
  for (const old of found.keys()) if (old < id - 1) found.delete(old);
  return Float64Array.from(answer.results, (hit) => hit.score);
}

async function data({ id, at }) {
  const results = found.get(id);
  return results ? await results[at].data() : null;
}

// Fetches the index chunks a query needs while the visitor types on.
const preload = ({ query, options }) => pagefind.preload(query, options);

const actions = { start, search, data, preload };
self.onmessage = async ({ data: message }) => {
  try {
    self.postMessage({ ask: message.ask, answer: await actions[message.action](message) });
  } catch (error) {
    self.postMessage({ ask: message.ask, error: String(error) });
  }
};
