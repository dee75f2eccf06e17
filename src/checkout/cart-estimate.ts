import { cartTotals, type CartTotals } from "../cart/cart-lines";
import { checkoutTotals, type CheckoutOffer } from "./checkout-totals";
import type { CheckoutCart } from "./order-request";
import { freeShipping, freeShippingThreshold, type FreeShipping } from "./free-shipping";
import { cheapestShipping } from "./shipping";

export interface CartEstimate {
  totals: CartTotals;
  freeShipping: FreeShipping;
}

/** Shipping by the cheapest method, as the checkout picks it, so cart, mini cart and checkout agree. */
export function cartEstimate(cart: CheckoutCart, offer: CheckoutOffer): CartEstimate {
  const { subtotal } = cartTotals(cart.lines);
  const { totals } = checkoutTotals(cart, offer, cheapestShipping(offer.shipping, subtotal) ?? "");
  return { totals, freeShipping: freeShipping(freeShippingThreshold(offer.shipping), subtotal) };
}
