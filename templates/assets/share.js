// The joke page's share control. Without script the page shows the link to
// copy; with it, one button: the system share sheet where the browser has
// the Web Share API, else copy-the-link, announced in a live region.
for (const row of document.querySelectorAll("[data-share-when-scripted]")) {
  const button = row.querySelector("button");
  const status = row.querySelector("[role=status]");
  const url = button.dataset.shareUrl;
  const title = button.dataset.shareTitle;
  const canShare = typeof navigator.share === "function";
  if (!canShare && !(navigator.clipboard && window.isSecureContext)) continue;
  button.textContent = canShare ? "Share this joke" : "Copy the link";
  row.hidden = false;
  button.addEventListener("click", async () => {
    status.textContent = "";
    try {
      if (canShare) {
        await navigator.share({ title, url });
      } else {
        await navigator.clipboard.writeText(url);
        status.textContent = "Link copied";
      }
    } catch (error) {
      // Closing the share sheet is no failure; anything else is said.
      if (error.name !== "AbortError") status.textContent = canShare ? "Could not share: copy the link above" : "Could not copy: copy the link above";
    }
  });
}
