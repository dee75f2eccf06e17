import { KlevuConfig, klaviyo, type KlevuFetchModifer } from "@klevu/core";
import { Klaviyo } from "./klevu-internal";

/** The SDK polls every 300 ms for good; a visitor who never loads the tool would pay for it on every page. */
export const EXCHANGE_ID_WAIT_MS = 30_000;

let giveUp: ReturnType<typeof setTimeout> | undefined;
let languageCode = "en";

function stopPolling() {
  clearTimeout(giveUp);
  giveUp = undefined;
  const timer = Klaviyo.default?.timer;
  if (timer) clearInterval(timer);
}

/** Follows marketing consent; the poll also stops after `EXCHANGE_ID_WAIT_MS` without an exchange id. */
export function setMarketingEmailConnector(on: boolean, language: string): void {
  languageCode = language.slice(0, 2).toLowerCase();
  const config = KlevuConfig.getDefault();
  if (on === config.enableKlaviyoConnector) return;
  // The SDK starts a new poll each time it is turned on and never ends the one before.
  stopPolling();
  config.setEnableKlaviyoConnector(on);
  if (on && !Klaviyo.default?.getExchangeId()) giveUp = setTimeout(stopPolling, EXCHANGE_ID_WAIT_MS);
}

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
