import type { CartLine, CartTotals } from "../cart/cart-lines";
import type { CheckoutForm } from "./checkout-form";

/** What the checkout hands the commerce platform to place: the form, the cart and what it costs. */
export interface OrderRequest {
  form: CheckoutForm;
  lines: CartLine[];
  giftMessage: string | null;
  giftBox: boolean;
  currency: string;
  totals: { subtotal: number; gifts: number; shipping: number; total: number };
  /** The affiliate clicks the shopper came through (kept only with marketing consent): the commerce
   * platform credits the order to them. */
  affiliate: { awinId?: string; cjEventId?: string };
}

/** The cart as the checkout prices and orders it. */
export type CheckoutCart = Pick<OrderRequest, "lines" | "giftMessage" | "giftBox">;

/**
 * The order the review step places: the shopper's details, the cart, what it all costs, and the
 * affiliate clicks it came through.
 */
export const orderRequest = (
  form: CheckoutForm,
  { lines, giftMessage, giftBox }: CheckoutCart,
  currency: string,
  { subtotal, gifts, shipping, total }: CartTotals,
  { awinId, cjEventId }: { awinId?: string; cjEventId?: string },
): OrderRequest => ({
  form,
  lines,
  giftMessage,
  giftBox,
  currency,
  totals: { subtotal, gifts, shipping, total },
  affiliate: { ...(awinId && { awinId }), ...(cjEventId && { cjEventId }) },
});
