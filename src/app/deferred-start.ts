/**
 * Runs `start` once the page has loaded and the browser is idle: for what nobody needs to read the
 * page (the consent banner), so that it stays out of the first load.
 */
export function afterLoadWhenIdle(start: () => void): () => void {
  let cancelled = false;
  const run = () => !cancelled && start();
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
  };
}

const INTERACTIONS = ["pointerdown", "keydown", "scroll", "touchstart", "wheel"] as const;
let interacted = false;

/**
 * Runs `start` once the visitor first does something with the page (scrolls, taps, types), or at once
 * if they already have: for what improves a complete page (category merchandising, recommendations),
 * so that a visitor who only reads never pays for it.
 */
export function afterFirstInteraction(start: () => void): () => void {
  if (interacted) {
    start();
    return () => undefined;
  }
  const run = () => {
    interacted = true;
    stop();
    start();
  };
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, run, true));
  INTERACTIONS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

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
