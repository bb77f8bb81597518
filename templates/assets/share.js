// The row of actions after a joke (partials/joke-actions). Without script
// it is "One more joke" and the page's link to copy; with it, Share (the
// system share sheet where the browser has the Web Share API, else "Copy
// link") and "Copy joke" (the joke's text, not its address), each
// announced in the row's live region, and the link box goes.
const canShare = typeof navigator.share === "function";
const canCopy = Boolean(navigator.clipboard && window.isSecureContext);

for (const box of document.querySelectorAll(".joke-actions")) {
  const buttons = box.querySelector("[data-when-scripted]");
  const share = box.querySelector("[data-share]");
  const copyJoke = box.querySelector("[data-copy-joke]");
  const status = box.querySelector("[role=status]");
  // Nothing to offer: the link box stays, the one way to the address.
  if (!canShare && !canCopy) continue;

  async function act(work, done, failed) {
    status.textContent = "";
    try {
      await work();
      status.textContent = done;
    } catch (error) {
      // Closing the share sheet is no failure; anything else is said.
      if (error.name !== "AbortError") status.textContent = failed;
    }
  }

  share.textContent = canShare ? "Share" : "Copy link";
  share.addEventListener("click", () => canShare
    ? act(() => navigator.share({ title: share.dataset.shareTitle, url: share.dataset.shareUrl }), "", "Could not share")
    : act(() => navigator.clipboard.writeText(share.dataset.shareUrl), "Link copied", "Could not copy the link"));
  if (canCopy) {
    const { setup, punchline } = copyJoke.dataset;
    const text = punchline ? `${setup}\n${punchline}` : setup;
    copyJoke.addEventListener("click", () => act(() => navigator.clipboard.writeText(text), "Joke copied", "Could not copy the joke"));
  } else {
    copyJoke.remove();
  }
  buttons.hidden = false;
  box.querySelector("[data-link-box]").hidden = true;
}
