import type { GatsbyBrowser } from "gatsby";
import { ROUTE_CHANGE_EVENT } from "./src/analytics/tag-manager";
import { redirectLanguage } from "./src/app/redirect-language";
import { startVisitor } from "./src/app/start-visitor";
import { useCart } from "./src/cart/cart-store";
import { chunkReloadTarget, isChunkLoadError } from "./src/errors/chunk-reload";

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (redirectLanguage(window.location)) return;
  startVisitor(window.location.search);
  window.addEventListener("unhandledrejection", (event) => {
    if (!isChunkLoadError(event.reason)) return;
    const target = chunkReloadTarget(window.location.href);
    if (target) window.location.replace(target);
  });
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // After hydration, so that the server-rendered page and the first client render agree.
  void useCart.persist.rehydrate();
  const start = () =>
    void import("./src/consent/cookie-banner").then(({ startCookieBanner }) =>
      startCookieBanner(document.documentElement.lang),
    );
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  // Wait a tick so that the new page's title is in place when the tag manager reads it.
  setTimeout(() => window.dataLayer?.push({ event: ROUTE_CHANGE_EVENT }), 50);
};
