import type { CheckoutOffer } from "../checkout/checkout-totals";

/** What shipping and the gift options cost in the shop's currency. */
export const cartOffer: CheckoutOffer = __RUNTIME_SETTINGS__.offer;
