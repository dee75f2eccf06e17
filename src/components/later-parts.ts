import { hydrateLater } from "../page-start/hydrate-later";

/** Code that loads after the page's own (see `hydrateLater`): parts that read the same before, or wait anyway. */
// The `page-frame` parts are one file: they load at once, and every file costs each page's runtime its name and hash.
export const Breadcrumbs = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./layout/Breadcrumbs").then(({ Breadcrumbs }) => Breadcrumbs),
);
export const Footer = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./layout/Footer").then(({ Footer }) => Footer),
);
export const NotFoundWays = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./layout/NotFoundWays").then(
    ({ NotFoundWays }) => NotFoundWays,
  ),
);
export const NoticeBar = hydrateLater(() => import("./layout/NoticeBar").then(({ NoticeBar }) => NoticeBar));
export const NavDrawer = hydrateLater(() => import("./layout/NavDrawer").then(({ NavDrawer }) => NavDrawer));
export const Recommendations = hydrateLater(() =>
  import("./search/Recommendations").then(({ Recommendations }) => Recommendations),
);
export const RelatedProducts = hydrateLater(() =>
  import("./product/RelatedProducts").then(({ RelatedProducts }) => RelatedProducts),
);
/** With the page frame: a file of its own would lengthen every chunk id in every page's runtime. */
export const BundleChoices = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./product/BundleChoices").then(
    ({ BundleChoices }) => BundleChoices,
  ),
);
export const Reviews = hydrateLater(() =>
  import(/* webpackChunkName: "page-frame" */ "./product/Reviews").then(({ Reviews }) => Reviews),
);
