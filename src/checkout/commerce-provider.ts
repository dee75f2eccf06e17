import type { CartLine } from "../cart/cart-lines";
import type { CheckoutForm } from "./checkout-form";

export interface OrderRequest {
  form: CheckoutForm;
  lines: CartLine[];
  giftMessage: string | null;
  giftBox: boolean;
  currency: string;
  totals: { subtotal: number; gifts: number; shipping: number; total: number };
}

export interface Order extends OrderRequest {
  number: string;
  placedAt: string;
}

/**
 * Where orders go. A real commerce platform implements this (create the order, take the payment,
 * return its number); the embedded one keeps the order in the browser tab for the confirmation page.
 */
export interface CommerceProvider {
  placeOrder(request: OrderRequest): Promise<Order>;
}
