import { KlevuConfig, klaviyo, type KlevuFetchModifer } from "@klevu/core";
import { Klaviyo } from "./klevu-internal";

/**
 * How long the connector waits for the marketing-email tool's exchange id. The SDK polls every 300 ms
 * for as long as the page is open; a visitor whose browser never loads the tool (a blocker, a tag
 * manager without it) would otherwise pay for that poll on every page.
 */
export const EXCHANGE_ID_WAIT_MS = 30_000;

let giveUp: ReturnType<typeof setTimeout> | undefined;
/** The site language's code as the annotations service takes it (`en`, `nl`). */
let languageCode = "en";

/** Ends the SDK's exchange-id poll, if one is running. */
function stopPolling() {
  clearTimeout(giveUp);
  giveUp = undefined;
  const timer = Klaviyo.default?.timer;
  if (timer) clearInterval(timer);
}

/**
 * Turns the SDK's marketing-email connector on or off while the page is open, as the visitor's
 * marketing consent changes. On, the SDK polls for the tool's exchange id every 300 ms and stops when
 * it has one (then the visitor session carries it); this stops the poll too after
 * `EXCHANGE_ID_WAIT_MS` without one. Off, the poll stops and later sessions carry no exchange id.
 */
export function setMarketingEmailConnector(on: boolean, language: string): void {
  languageCode = language.slice(0, 2).toLowerCase();
  const config = KlevuConfig.getDefault();
  if (on === config.enableKlaviyoConnector) return;
  // The SDK starts a new poll each time it is turned on and never ends the one before.
  stopPolling();
  config.setEnableKlaviyoConnector(on);
  if (on && !Klaviyo.default?.getExchangeId()) giveUp = setTimeout(stopPolling, EXCHANGE_ID_WAIT_MS);
}

/**
 * While the connector is on, searches tell the marketing-email tool what was searched, what was found
 * and what was clicked, with the term's annotations (the SDK's own modifier, with its defaults).
 */
export const marketingEmailModifiers = (): KlevuFetchModifer[] =>
  KlevuConfig.getDefault().enableKlaviyoConnector
    ? [
        klaviyo({
          productAttributes: ["id", "name", "url", "sku", "imageUrl", "price", "salePrice"],
          productLimit: 10,
          language: languageCode,
        }),
      ]
    : [];
