import type { SiteData } from "./site-data";

/**
 * What every page's code reads of the site data (compiled in by the build). Fields only one part reads
 * (the notice, the recommendation keys, the free-shipping threshold, the country names) are not here: that part reads
 * `__SITE_DATA__.<field>` itself, so that the field ships with it.
 */
export const siteData: Pick<SiteData, "siteConfig" | "store" | "allowedCountries"> = {
  siteConfig: __SITE_DATA__.siteConfig,
  store: __SITE_DATA__.store,
  allowedCountries: __SITE_DATA__.allowedCountries,
};
