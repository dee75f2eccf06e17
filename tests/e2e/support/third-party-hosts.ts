/** The third-party scripts the end-to-end build is configured with; the tests answer their hosts. */
export const TAG_MANAGER_ID = "GTM-E2ETEST";
export const TAG_MANAGER_URL = `https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`;
/** Affiliate pixels on fictional hosts. */
export const AWIN_PIXEL_URL = "https://pixel.awin.example/tag.js";
export const CJ_PIXEL_URL = "https://tag.cj.example/pixel.js";

/** Requests for any of those scripts. */
export const THIRD_PARTY_SCRIPTS =
  /^https:\/\/(pixel\.awin\.example|tag\.cj\.example|www\.googletagmanager\.com)\//;
