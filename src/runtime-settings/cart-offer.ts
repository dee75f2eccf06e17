import type { CheckoutOffer } from "../checkout/checkout-totals";

export const cartOffer: CheckoutOffer = __RUNTIME_SETTINGS__.offer;
