// The row of actions after a joke (partials/joke-actions). Without script
// it is "One more joke" and the page's link to copy; with it, Share (the
// system share sheet where the browser has the Web Share API, else "Copy
// link") and "Copy joke" (the joke's text, then the site's name and the
// joke's address, so a pasted joke leads back to its page), each announced
// in the row's live region, and the link box goes.
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
    const { setup, punchline, link, site } = copyJoke.dataset;
    // The site's own address (the canonical link's), also in a preview.
    const canonical = document.querySelector("link[rel=canonical]");
    const address = new URL(link, canonical ? canonical.href : location.href).href;
    const text = `${punchline ? `${setup}\n${punchline}` : setup}\n\n${site}: ${address}`;
    copyJoke.addEventListener("click", () => act(() => navigator.clipboard.writeText(text), "Joke copied", "Could not copy the joke"));
  } else {
    copyJoke.remove();
  }
  buttons.hidden = false;
  box.querySelector("[data-link-box]").hidden = true;
}

// The teller laughs once the punchline is out (the style's `laughing`;
// a wobble, or only a tilt where the visitor asked for less motion).
for (const reveal of document.querySelectorAll(".joke-page > .reveal")) {
  reveal.addEventListener("toggle", () => reveal.parentElement.classList.toggle("laughing", reveal.open));
}
