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

/** Reloads on takeover, not on install as Gatsby's `___failedResources` does: mid-activation it can hang. */
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

/** Gatsby can miss the "installed" state of a worker that skips waiting on a busy page: marked here too. */
export function onWorkerActive(): void {
  if (controlledAtStart) {
    window.___swUpdated = true;
    return;
  }
  void import("./cache-loaded-scripts").then(({ cacheLoadedScripts }) => cacheLoadedScripts());
}
