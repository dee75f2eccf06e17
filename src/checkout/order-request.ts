import type { CartLine, CartTotals } from "../cart/cart-lines";
import type { CheckoutForm } from "./checkout-form";

export interface OrderRequest {
  form: CheckoutForm;
  lines: CartLine[];
  giftMessage: string | null;
  giftBox: boolean;
  currency: string;
  totals: { subtotal: number; gifts: number; shipping: number; total: number };
  /** Kept only with marketing consent; the platform credits the order to them. */
  affiliate: { awinId?: string; cjEventId?: string };
}

export type CheckoutCart = Pick<OrderRequest, "lines" | "giftMessage" | "giftBox">;

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
