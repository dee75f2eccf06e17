const TYPING_IN = "input, textarea, select, [contenteditable]";
const TYPING_CHECK_MS = 500;

/**
 * Runs `start` at once, or once the visitor is no longer in a field: for a dialog that takes the focus
 * (the consent banner), which would otherwise cut off what they are typing, or close a phone's keyboard.
 * Checked by polling: a field that leaves the page takes the focus with it without any event.
 */
export function whenNotTyping(start: () => void, doc: Document = document): () => void {
  const typing = () => doc.activeElement?.matches(TYPING_IN) ?? false;
  if (!typing()) {
    start();
    return () => undefined;
  }
  const timer = setInterval(() => {
    if (typing()) return;
    clearInterval(timer);
    start();
  }, TYPING_CHECK_MS);
  return () => clearInterval(timer);
}
