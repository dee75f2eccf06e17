const CHECK_MS = 500;

/**
 * Runs `start` at once if `isFree()`, else once a check finds it so: for a dialog that must not cut
 * into what the visitor is doing (the consent banner). Checked by polling: a field that leaves the
 * page takes the focus with it without any event, and what is open lives in several places.
 */
export function whenFree(isFree: () => boolean, start: () => void): () => void {
  if (isFree()) {
    start();
    return () => undefined;
  }
  const timer = setInterval(() => {
    if (!isFree()) return;
    clearInterval(timer);
    start();
  }, CHECK_MS);
  return () => clearInterval(timer);
}
