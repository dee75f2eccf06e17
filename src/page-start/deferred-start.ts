/** For what nobody needs to read the page (the consent banner): it stays out of the first load. */
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

/** For what improves a complete page: a visitor who only reads never pays for it. Scrolling counts. */
export function afterFirstInteraction(start: () => void): () => void {
  if (window.scrollY > 0) interacted = true;
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
