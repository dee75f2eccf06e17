/**
 * The site data of the shop this bundle was built for, compiled in by the build both whole and field
 * by field (`__SITE_DATA__.notice`, …; see src/site/gatsby-webpack.ts): a part that reads one field
 * itself carries that field in its own chunk, not in every page's first load.
 */
declare const __SITE_DATA__: import("../site/site-data").SiteData;

/** The year the site was built in, as its pages were rendered (see src/site/gatsby-webpack.ts). */
declare const __BUILD_YEAR__: number;
