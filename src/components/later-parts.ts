import { hydrateLater } from "../app/hydrate-later";

/**
 * Parts of pages whose code loads after the page's own, once the browser is idle or the visitor starts
 * using the page (see `hydrateLater`): what reads the same before, or waits for the visitor anyway.
 */
export const Breadcrumbs = hydrateLater(() =>
  import("./layout/Breadcrumbs").then(({ Breadcrumbs }) => Breadcrumbs),
);
export const Footer = hydrateLater(() => import("./layout/Footer").then(({ Footer }) => Footer));
/** The notice reads the same before its code (and its text) arrive; closing it waits for the visitor. */
export const NoticeBar = hydrateLater(() => import("./layout/NoticeBar").then(({ NoticeBar }) => NoticeBar));
export const NavDrawer = hydrateLater(() => import("./layout/NavDrawer").then(({ NavDrawer }) => NavDrawer));
/** An empty place until the visitor uses the page: its list waits for that anyway. */
export const Recommendations = hydrateLater(() =>
  import("./search/Recommendations").then(({ Recommendations }) => Recommendations),
);
export const RelatedProducts = hydrateLater(() =>
  import("./product/RelatedProducts").then(({ RelatedProducts }) => RelatedProducts),
);
