import { cartTotals, type CartTotals } from "../cart/cart-lines";
import { checkoutTotals, type CheckoutOffer } from "./checkout-totals";
import type { CheckoutCart } from "./order-request";
import { freeShipping, freeShippingThreshold, type FreeShipping } from "./free-shipping";
import { cheapestShipping } from "./shipping";

/** The cart's totals before checkout, and where it stands against free shipping. */
export interface CartEstimate {
  totals: CartTotals;
  freeShipping: FreeShipping;
}

/**
 * What the cart costs before checkout: shipping by the method the checkout picks for it (the cheapest),
 * so that the cart, the mini cart and the checkout show the same total.
 */
export function cartEstimate(cart: CheckoutCart, offer: CheckoutOffer): CartEstimate {
  const { subtotal } = cartTotals(cart.lines);
  const { totals } = checkoutTotals(cart, offer, cheapestShipping(offer.shipping, subtotal) ?? "");
  return { totals, freeShipping: freeShipping(freeShippingThreshold(offer.shipping), subtotal) };
}
