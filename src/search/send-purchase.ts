import { KlevuConfig } from "@klevu/core";
import { KlevuEventV2 } from "./klevu-internal";
import { purchaseEvent, type PurchasedLine } from "./purchase-event";

type V2Events = Parameters<typeof KlevuEventV2>[0];

/** The caller checks consent. */
export function sendPurchase(order: {
  number: string;
  currency: string;
  lines: readonly PurchasedLine[];
}): void {
  // The sender's type lists only the recommendation events, but it posts any v2 event as JSON.
  void KlevuEventV2([purchaseEvent(order, KlevuConfig.getDefault().apiKey)] as unknown as V2Events);
}
