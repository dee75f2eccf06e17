import type { GatsbyBrowser } from "gatsby";
import React, { startTransition, useLayoutEffect, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { ROUTE_CHANGE_EVENT } from "./src/analytics/tag-manager";
import { afterLoadWhenIdle } from "./src/app/deferred-start";
import { tellEarlyChoices } from "./src/app/early-choices";
import { keepsScroll } from "./src/app/keep-scroll";
import { reportRecoverableError } from "./src/app/recoverable-errors";
import { hideRefusedStorage } from "./src/app/hide-refused-storage";
import { rememberLanguage } from "./src/app/remember-language";
import { startVisitor } from "./src/app/start-visitor";
import { useCart } from "./src/commerce/commerce";
import { reloadForChunk } from "./src/errors/chunk-reload";
import { isOwnAssetFailure } from "./src/offline/failed-resources";
import { sharedState } from "./src/state/use-storefront";
// Part of the app's own chunk, as every page uses them: the stylesheets, so that no page needs code to
// load them on demand; the layout, which then costs no request and compresses with the rest.
import "./src/components/layout/global.css";
import "./src/components/layout/Layout";

declare global {
  interface Window {
    dataLayer?: object[];
    /** Set by Gatsby once a newer build's worker is installed over the one that served this page. */
    ___swUpdated?: boolean;
  }
}

/** Whether a worker served this page: one that takes over later is a newer build's. */
const controlledAtStart = !!navigator.serviceWorker?.controller;
/** Whether one of the page's own scripts or stylesheets failed to load (a newer deploy replaced it). */
let ownFilesFailed = false;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  hideRefusedStorage(window);
  rememberLanguage(window.location);
  startVisitor(window.location.search);
  // Resource errors (a chunk's script among them) do not bubble: listen in the capture phase.
  addEventListener(
    "error",
    (event) => {
      if (isOwnAssetFailure(event.target as Element, location.origin)) ownFilesFailed = true;
    },
    true,
  );
  // A page whose own files failed reloads once a newer build's worker has taken it over, not when
  // that worker is merely installed (as Gatsby's `___failedResources` would): a reload while the
  // worker activates could wait on it for good.
  navigator.serviceWorker?.addEventListener("controllerchange", () => {
    if (controlledAtStart && ownFilesFailed) window.location.reload();
  });
  window.addEventListener("unhandledrejection", (event) => reloadForChunk(event.reason));
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // After hydration, so that the server-rendered page and the first client render agree.
  void useCart.persist.rehydrate();
  // The consent banner is not needed to read the page: load it, and what waits for consent, once the
  // page has loaded and the browser is idle, outside the first load.
  afterLoadWhenIdle(
    () =>
      void import("./src/app/start-consent").then(({ startConsent }) =>
        startConsent(document.documentElement.lang, sharedState.getState),
      ),
  );
};

/**
 * A newer build's worker: Gatsby marks the page as updated when it sees the worker "installed"; the
 * worker skips waiting, and on a busy page it can be past that state before Gatsby's handler reads it,
 * so it is marked here too. The first worker caches what the page loaded before it (loaded on demand).
 */
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  if (controlledAtStart) {
    window.___swUpdated = true;
    return;
  }
  void import("./src/offline/cache-loaded-scripts").then(({ cacheLoadedScripts }) => cacheLoadedScripts());
};

/**
 * Another page opens with search, navigation and the added-to-cart drawer closed, as after a full page
 * load: nothing covers what the visitor came to see.
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || prevLocation.pathname === location.pathname) return;
  const { setSearchOpen, setNavOpen, setDrawerIndices, setAddedProduct } = sharedState.getState();
  setSearchOpen(false);
  setNavOpen(false);
  setDrawerIndices([null, null]);
  setAddedProduct(undefined);
};

/** A listing's filters and sort change its URL but not the page: no jump to the top. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !keepsScroll(routerProps.location.state);

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  // The tag manager reads the page's title. Gatsby renders a page's head after the page, removing the
  // previous title first: after a navigation, wait until the new title is in place (a second at most).
  const before = prevLocation ? document.title : "";
  const push = (tries: number) =>
    (document.title && document.title !== before) || !tries
      ? window.dataLayer?.push({ event: ROUTE_CHANGE_EVENT })
      : setTimeout(push, 50, tries - 1);
  push(20);
};

/**
 * Whether the server rendered `container`'s content. The page root holds Gatsby's focus wrapper, empty
 * when nothing was rendered (the offline app shell, `gatsby develop`); other containers, such as the
 * indicators `gatsby develop` mounts, count their own children.
 */
function renderedOnServer(container: Element): boolean {
  return (container.querySelector("#gatsby-focus-wrapper") ?? container).children.length > 0;
}

/** Tells React, as its first commit of the page ends, of the choices made before its code ran. */
function WithEarlyChoices({ children }: { children: ReactElement }) {
  useLayoutEffect(() => tellEarlyChoices(document), []);
  return children;
}

/**
 * Hydration inside a transition: React then works in slices of a few milliseconds and lets the
 * browser handle input in between, instead of blocking the main thread until the page is interactive.
 * What the server did not render is rendered instead. Returns the clean-up Gatsby calls to unmount.
 */
function hydrateInTransition(element: ReactElement, container: Element): () => void {
  if (renderedOnServer(container)) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, <WithEarlyChoices>{element}</WithEarlyChoices>, {
        onRecoverableError: (error) => reportRecoverableError(error),
      });
    });
    return () => root?.unmount();
  }
  const root = createRoot(container);
  root.render(element);
  return () => root.unmount();
}

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

// Gatsby's type is react-dom's legacy `render`; Gatsby calls the function and uses the clean-up it returns.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction;
