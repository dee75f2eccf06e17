export const RELOADED_PARAM = "reloaded";

/** A script or style chunk that did not load, as webpack and browsers report it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * After a chunk-load failure the page reloads once, marked with `reloaded=1`, so that a fresh deploy's
 * files are fetched. A second failure returns null: show the error instead of looping. So does one
 * offline, where a reload fetches nothing newer.
 */
export function chunkReloadTarget(href: string, online: boolean): string | null {
  if (!online || new URL(href).searchParams.get(RELOADED_PARAM) === "1") return null;
  // Appended as text, so the page's own parameters stay exactly as they were.
  const url = new URL(retryTarget(href));
  url.search = url.search ? `${url.search}&${RELOADED_PARAM}=1` : `?${RELOADED_PARAM}=1`;
  return url.toString();
}

/** The address to retry from the error screen: the same page without the reload mark. */
export function retryTarget(href: string): string {
  const url = new URL(href);
  const rest = url.search
    .slice(1)
    .split("&")
    .filter((part) => part && part.split("=")[0] !== RELOADED_PARAM);
  url.search = rest.length ? `?${rest.join("&")}` : "";
  return url.toString();
}

/** Reloads the page for an error that is a chunk's failure to load, if `chunkReloadTarget` allows: whether it does. */
export function reloadForChunk(error: unknown): boolean {
  const target = isChunkLoadError(error) && chunkReloadTarget(location.href, navigator.onLine);
  if (target) location.replace(target);
  return !!target;
}
