import { startCookieBanner } from "../consent/cookie-banner";
import { offerOwnShop } from "./own-shop-notice";
import { replayPendingAnalytics } from "./replay-pending-analytics";
import { loadScriptsOnConsent } from "./scripts-on-consent";

/**
 * The consent banner and what waits for consent: the third-party scripts the build is configured with,
 * the search analytics a reload cut off, and the visitor's own shop, offered once the banner is answered.
 * One chunk, loaded after the page, so that neither weighs on the first load.
 */
export async function startConsent(
  language: string,
  panels: Parameters<typeof startCookieBanner>[1],
): Promise<void> {
  offerOwnShop(language);
  await startCookieBanner(language, panels);
  loadScriptsOnConsent({
    tagManagerId: process.env.GATSBY_GTM_ID,
    awinPixelUrl: process.env.GATSBY_AWIN_PIXEL_URL,
    cjPixelUrl: process.env.GATSBY_CJ_PIXEL_URL,
  });
  replayPendingAnalytics();
}
