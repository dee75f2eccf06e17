import { cartTotals, type CartTotals } from "../cart/cart-lines";
import type { OrderRequest } from "./commerce-provider";
import { freeShipping, freeShippingThreshold, type FreeShipping } from "./free-shipping";
import { cheapestShipping } from "./preselect";
import { shippingCost, type ShippingPrice } from "./shipping";

/** The cart as the checkout prices and orders it. */
export type CheckoutCart = Pick<OrderRequest, "lines" | "giftMessage" | "giftBox">;

/** What the shop charges for besides the products: gift options and shipping methods. */
export interface CheckoutOffer {
  giftMessage: { price: number };
  giftBox: { price: number };
  shipping: readonly ShippingPrice[];
}

export interface CheckoutTotals {
  totals: CartTotals;
  /** The chosen shipping method while the shop offers it; shipping costs nothing until one is chosen. */
  method: ShippingPrice | undefined;
}

/** What the order costs: its lines, the gift options asked for, and shipping by the chosen method. */
export function checkoutTotals(cart: CheckoutCart, offer: CheckoutOffer, shippingId: string): CheckoutTotals {
  const method = offer.shipping.find((option) => option.id === shippingId);
  const { subtotal } = cartTotals(cart.lines);
  const totals = cartTotals(cart.lines, {
    giftMessage: cart.giftMessage !== null ? offer.giftMessage.price : 0,
    giftBox: cart.giftBox ? offer.giftBox.price : 0,
    shipping: method ? shippingCost(method, subtotal) : 0,
  });
  return { totals, method };
}

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
