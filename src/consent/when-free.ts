const CHECK_MS = 500;

// Polled: a field leaving the page takes the focus with no event, and what is open lives in several places.
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
