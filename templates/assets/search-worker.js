// One Pagefind over a group of the index's shards, in a worker of its
// own: the search page starts a few and asks them at once, where one
// Pagefind searches its merged shards one after another. Inside a worker
// Pagefind runs in place (it starts its own worker only from a page).
let pagefind = null;
// Each search's results, by the page's number for it: the page asks for
// the data of those it draws. The last two are kept (one may be drawing
// while the next is found).
const found = new Map();

// The group's shards, in the order of Pagefind's instances: each one's
// weight and the results it masks.
let groupShards = [];

// The group's first shard is its primary (every shard carries Pagefind's
// WebAssembly); the others are merged into it. The class, not the
// module's functions: its `instances` say which shard a result is from
// (jokesite exports it from pagefind.js, `PagefindScript`).
async function start({ index, shards, base }) {
  const [first, ...others] = shards;
  const { PagefindIndexes } = await import(index + "pagefind.js");
  pagefind = new PagefindIndexes({ basePath: index + first.folder, baseUrl: base });
  await Promise.all(others.map((shard) => pagefind.mergeIndex(index + shard.folder, { baseUrl: base })));
  await Promise.all(pagefind.instances.map((instance) => instance.getPtr()));
  groupShards = shards.map(({ weight, masked }) => ({ weight, masked: new Set(masked) }));
}

// Each shard searched as Pagefind's merged search does (its instances
// come in the order the shards were merged), then its masked
// results dropped (entries a recent shard holds anew, or gone: a result's
// id is its page's fragment, unique in its shard only) and, in a sorted
// search, its scores weighed by its size (search.js). The scores alone
// cross to the page, in order: the page merges the groups' results by
// score, ties in shard order, as Pagefind merges shards.
async function search({ id, query, options }) {
  const answers = await Promise.all(pagefind.instances.map((instance) => instance.search(query, options)));
  const weighed = Boolean(options?.sort);
  const results = answers.flatMap((answer, place) => {
    const { weight, masked } = groupShards[place];
    return answer.results.filter((hit) => !masked.has(hit.id))
      .map((hit) => ({ hit, score: weighed ? hit.score * weight : hit.score }));
  });
  results.sort((a, b) => b.score - a.score);
  found.set(id, results.map(({ hit }) => hit));
  for (const old of found.keys()) if (old < id - 1) found.delete(old);
  return Float64Array.from(results, ({ score }) => score);
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
