/** How long a new page's head may take before whoever waits for its title goes on without it. */
const NEW_TITLE_WAIT_MS = 1000;

/**
 * Calls `then` once the next page's title is in `head`, or after `NEW_TITLE_WAIT_MS`. Gatsby renders a
 * page's head after the page itself, and removes the previous page's title first: on a busy browser a
 * fixed short delay reads no title at all, so a tag manager would record the page view without it.
 */
export function whenNewTitle(head: Node, then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some((node) => node.nodeName === "TITLE"))) finish();
  });
  observer.observe(head, { childList: true });
  const timer = setTimeout(finish, NEW_TITLE_WAIT_MS);
}
