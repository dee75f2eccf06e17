export const RELOADED_PARAM = "reloaded";

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/** Reloads once to fetch a fresh deploy's files; null on a second failure or offline, so as not to loop. */
export function chunkReloadTarget(href: string, online: boolean): string | null {
  if (!online || new URL(href).searchParams.get(RELOADED_PARAM) === "1") return null;
  // Appended as text, so the page's own parameters stay exactly as they were.
  const url = new URL(retryTarget(href));
  url.search = url.search ? `${url.search}&${RELOADED_PARAM}=1` : `?${RELOADED_PARAM}=1`;
  return url.toString();
}

export function retryTarget(href: string): string {
  const url = new URL(href);
  const rest = url.search
    .slice(1)
    .split("&")
    .filter((part) => part && part.split("=")[0] !== RELOADED_PARAM);
  url.search = rest.length ? `?${rest.join("&")}` : "";
  return url.toString();
}

export function reloadForChunk(error: unknown): boolean {
  const target = isChunkLoadError(error) && chunkReloadTarget(location.href, navigator.onLine);
  if (target) location.replace(target);
  return !!target;
}
