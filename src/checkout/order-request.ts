import type { CartTotals } from "../cart/cart-lines";
import type { CheckoutForm } from "./checkout-form";
import type { CheckoutCart } from "./checkout-totals";
import type { OrderRequest } from "./commerce-provider";

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
