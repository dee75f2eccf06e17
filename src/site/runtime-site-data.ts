import type { SiteData } from "./site-data";

declare const __SITE_DATA__: SiteData;

/** The site data of the shop this bundle was built for (compiled in by the build). */
export const siteData: SiteData = __SITE_DATA__;
