// /random/: goes to a joke picked at random from the links of every joke
// (random/jokes.json), in place of this page in the history, so Back
// leaves for where the visitor came from. Without script, or when the
// list cannot be read, the page's own link to a joke stays.
const script = document.currentScript;
const status = document.querySelector("[data-random-status]");
const picking = document.createElement("span");
picking.textContent = "Picking one of the jokes… ";
if (status) status.prepend(picking);

fetch(script.dataset.jokes)
  .then((response) => response.ok ? response.json() : Promise.reject(new Error(response.statusText)))
  .then((links) => {
    if (links.length === 0) throw new Error("no jokes");
    location.replace(links[Math.floor(Math.random() * links.length)]);
  })
  .catch(() => picking.remove());
