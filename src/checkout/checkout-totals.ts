import { cartTotals, type CartTotals } from "../cart/cart-lines";
import type { CheckoutCart } from "./order-request";
import { shippingCost, type ShippingPrice } from "./shipping";

export interface CheckoutOffer {
  giftMessage: { unitPrice: number };
  giftBox: { unitPrice: number };
  shipping: readonly ShippingPrice[];
}

export interface CheckoutTotals {
  totals: CartTotals;
  /** The chosen shipping method while the shop offers it; shipping costs nothing until one is chosen. */
  method: ShippingPrice | undefined;
}

export function checkoutTotals(cart: CheckoutCart, offer: CheckoutOffer, shippingId: string): CheckoutTotals {
  const method = offer.shipping.find((option) => option.id === shippingId);
  const { subtotal } = cartTotals(cart.lines);
  const totals = cartTotals(cart.lines, {
    giftMessage: cart.giftMessage !== null ? offer.giftMessage.unitPrice : 0,
    giftBox: cart.giftBox ? offer.giftBox.unitPrice : 0,
    shipping: method ? shippingCost(method, subtotal) : 0,
  });
  return { totals, method };
}
