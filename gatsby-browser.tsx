import type { GatsbyBrowser } from "gatsby";
import { afterFirstRender, startClient } from "./src/app/client-start";
import { keepsScroll } from "./src/app/keep-scroll";
import { closeOverlaysOnNewPage, tellTagManagerOfPage } from "./src/app/route-change";
import { onWorkerActive } from "./src/offline/new-build";
import { hydrateInTransition } from "./src/page-start/hydrate-in-transition";
import { sharedState } from "./src/state/use-storefront";
// In the app's own chunk, as every page uses them: no on-demand loading code, no extra request.
import "./src/components/layout/global.css";
import "./src/components/layout/Layout";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = startClient;

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = afterFirstRender;

export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = onWorkerActive;

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) =>
  closeOverlaysOnNewPage(location, prevLocation, sharedState.getState());

/** A listing's filters and sort change its URL but not the page: no jump to the top. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !keepsScroll(routerProps.location.state);

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = tellTagManagerOfPage;

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

// Gatsby's type is react-dom's legacy `render`; Gatsby calls the function and uses the clean-up it returns.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction;
