import { useCart } from "../commerce/commerce";
import { reloadForChunk } from "../errors/chunk-reload";
import { reloadWhenNewBuildTakesOver } from "../offline/new-build";
import { afterLoadWhenIdle } from "../page-start/deferred-start";
import { PAGE_STARTED_ATTRIBUTE } from "../page-start/start-page";
import { sharedState } from "../state/use-storefront";
import { hideRefusedStorage } from "./hide-refused-storage";
import { rememberLanguage } from "./remember-language";
import { startVisitor } from "./start-visitor";

export function startClient(): void {
  hideRefusedStorage(window);
  rememberLanguage(window.location);
  startVisitor(window.location.search);
  reloadWhenNewBuildTakesOver();
  window.addEventListener("unhandledrejection", (event) => reloadForChunk(event.reason));
}

export function afterFirstRender(): void {
  // After hydration, so that the server-rendered page and the first client render agree.
  void useCart.persist.rehydrate();
  // Held taps run from here: React re-renders with the browser's values as these effects end.
  document.getElementById("___gatsby")?.setAttribute(PAGE_STARTED_ATTRIBUTE, "");
  // The consent banner is not needed to read the page: it loads once the browser is idle.
  afterLoadWhenIdle(
    () =>
      void import("./start-consent").then(({ startConsent }) =>
        startConsent(document.documentElement.lang, sharedState.getState),
      ),
  );
}
