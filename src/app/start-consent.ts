import { startCookieBanner } from "../consent/cookie-banner";
import { offerOwnShop } from "./own-shop-notice";
import { replayPendingAnalytics } from "./replay-pending-analytics";
import { loadScriptsOnConsent } from "./scripts-on-consent";

/** One chunk, loaded after the page, so that neither the banner nor what waits for consent weighs on the first load. */
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
