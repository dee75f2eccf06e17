/**
 * Runs `start` once the page has loaded and the browser is idle: for what nobody needs to read the
 * page (the consent banner, category merchandising), so that it stays out of the first load.
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
