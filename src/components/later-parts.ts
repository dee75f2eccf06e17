import { hydrateLater } from "../page-start/hydrate-later";

/**
 * Parts of pages whose code loads after the page's own, once the browser is idle or the visitor starts
 * using the page (see `hydrateLater`): what reads the same before, or waits for the visitor anyway.
 */
// The breadcrumbs, the footer, the 404 page's ways on and a set's choices come as one file: they load at the same moment,
// and every file of the build costs each page's runtime a few bytes (its name and hash).
export const Breadcrumbs = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./layout/Breadcrumbs").then(({ Breadcrumbs }) => Breadcrumbs),
);
export const Footer = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./layout/Footer").then(({ Footer }) => Footer),
);
/** A search form that works before its code arrives, and links: the 404 page's first load stays bare. */
export const NotFoundWays = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./layout/NotFoundWays").then(
    ({ NotFoundWays }) => NotFoundWays,
  ),
);
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
/**
 * A set's colour choices: the set as it comes is added until then. With the page frame, as a file of
 * its own would lengthen every chunk id in every page's runtime.
 */
export const BundleChoices = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./product/BundleChoices").then(
    ({ BundleChoices }) => BundleChoices,
  ),
);
/** The reviews section: its heading in the HTML, its reviews when its code arrives (below the fold). */
export const Reviews = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./product/Reviews").then(({ Reviews }) => Reviews),
);
