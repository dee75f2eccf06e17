import { isOwnAssetFailure } from "./failed-resources";

declare global {
  interface Window {
    /** Set by Gatsby once a newer build's worker is installed over the one that served this page. */
    ___swUpdated?: boolean;
  }
}

/** Whether a worker served this page: one that takes over later is a newer build's. */
const controlledAtStart = !!navigator.serviceWorker?.controller;
let ownFilesFailed = false;

/**
 * Once a newer build's worker takes the page over, its next link loads in full, and a page whose own
 * files failed reloads: on install, as Gatsby's `___failedResources` does, the reload can hang.
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
  // Marked on takeover: Gatsby's own mark comes from a listener it adds once its registration resolves,
  // which can be after the newer worker was found (its "installed" and "activated" then go unseen).
  navigator.serviceWorker?.addEventListener("controllerchange", () => {
    if (!controlledAtStart) return;
    window.___swUpdated = true;
    if (ownFilesFailed) window.location.reload();
  });
}

/** The first worker: it caches the scripts this page loaded before it. */
export function onWorkerActive(): void {
  if (!controlledAtStart)
    void import("./cache-loaded-scripts").then(({ cacheLoadedScripts }) => cacheLoadedScripts());
}
