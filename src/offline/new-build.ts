import { isOwnAssetFailure } from "./failed-resources";

declare global {
  interface Window {
    /** Set by Gatsby once a newer build's worker is installed over the one that served this page. */
    ___swUpdated?: boolean;
  }
}

/** Whether a worker served this page: one that takes over later is a newer build's. */
const controlledAtStart = !!navigator.serviceWorker?.controller;
/** Whether one of the page's own scripts or stylesheets failed to load (a newer deploy replaced it). */
let ownFilesFailed = false;

/**
 * A page whose own files failed reloads once a newer build's worker has taken it over, not when that
 * worker is merely installed (as Gatsby's `___failedResources` would): a reload while the worker
 * activates could wait on it for good.
 */
export function reloadWhenNewBuildTakesOver(): void {
  // Resource errors (a chunk's script among them) do not bubble: listen in the capture phase.
  addEventListener(
    "error",
    (event) => {
      if (isOwnAssetFailure(event.target as Element, location.origin)) ownFilesFailed = true;
    },
    true,
  );
  navigator.serviceWorker?.addEventListener("controllerchange", () => {
    if (controlledAtStart && ownFilesFailed) window.location.reload();
  });
}

/**
 * A newer build's worker: Gatsby marks the page as updated when it sees the worker "installed"; the
 * worker skips waiting, and on a busy page it can be past that state before Gatsby's handler reads it,
 * so it is marked here too. The first worker caches what the page loaded before it (loaded on demand).
 */
export function onWorkerActive(): void {
  if (controlledAtStart) {
    window.___swUpdated = true;
    return;
  }
  void import("./cache-loaded-scripts").then(({ cacheLoadedScripts }) => cacheLoadedScripts());
}
