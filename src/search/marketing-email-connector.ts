import { KlevuConfig } from "@klevu/core";
import { Klaviyo } from "./klevu-internal";

/**
 * How long the connector waits for the marketing-email tool's exchange id. The SDK polls every 300 ms
 * for as long as the page is open; a visitor whose browser never loads the tool (a blocker, a tag
 * manager without it) would otherwise pay for that poll on every page.
 */
export const EXCHANGE_ID_WAIT_MS = 30_000;

let giveUp: ReturnType<typeof setTimeout> | undefined;

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
export function setMarketingEmailConnector(on: boolean): void {
  const config = KlevuConfig.getDefault();
  if (on === config.enableKlaviyoConnector) return;
  // The SDK starts a new poll each time it is turned on and never ends the one before.
  stopPolling();
  config.setEnableKlaviyoConnector(on);
  if (on && !Klaviyo.default?.getExchangeId()) giveUp = setTimeout(stopPolling, EXCHANGE_ID_WAIT_MS);
}
