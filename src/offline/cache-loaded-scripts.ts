import { ownScripts } from "./own-scripts";

/**
 * Fetches again, through the service worker that has just taken over, the site's scripts the page
 * loaded before it (the consent banner, error reporting, …): the worker caches them, so that the
 * page opens offline too. With prefetch links, as the offline plugin does for the page's own files.
 */
export function cacheLoadedScripts(): void {
  const loaded = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  for (const href of ownScripts(loaded, window.location.origin)) {
    const link = Object.assign(document.createElement("link"), { rel: "prefetch", href });
    link.onload = link.onerror = () => link.remove();
    document.head.append(link);
  }
}
