import { ownScripts } from "./own-scripts";

/** Refetches what the page loaded before the worker took over, so that it is cached for offline use. */
export function cacheLoadedScripts(): void {
  const loaded = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  for (const href of ownScripts(loaded, window.location.origin)) {
    const link = Object.assign(document.createElement("link"), { rel: "prefetch", href });
    link.onload = link.onerror = () => link.remove();
    document.head.append(link);
  }
}
