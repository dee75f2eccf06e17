import type { CartLine } from "../cart/cart-lines";
import type { ShortLine } from "../cart/stock-check";
import type { CheckoutForm } from "./checkout-form";
import type { OrderLookup, ReturnReceipt, ReturnRequest } from "./return-request";

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

export interface Order extends OrderRequest {
  number: string;
  placedAt: string;
  /** A placed order waits for the payment partner; only a paid one is final. */
  status: "awaiting-payment" | "paid";
}

/** A shopper's wish to hear when a sold-out variant is back. */
export interface BackInStockRequest {
  sku: string;
  email: string;
  /** The language to write the email in. */
  language: string;
}

/** The order was not placed: the shop has fewer of these lines than the cart holds. */
export type StockShortage = Error & { short: ShortLine[] };

/** The error a provider rejects with when stock is short (a plain error: no class to ship). */
export const stockShortage = (short: ShortLine[]): StockShortage =>
  Object.assign(new Error(`Not enough stock for ${short.map((line) => line.sku).join(", ")}`), { short });

export const isStockShortage = (error: unknown): error is StockShortage =>
  error instanceof Error && Array.isArray((error as Partial<StockShortage>).short);

/** What the payment partner answers once the shopper has paid there or given up. */
type PaymentOutcome = "paid" | "cancelled";

/**
 * Where orders go. A real commerce platform implements this (create the order, hand the shopper to its
 * payment partner, hear back from it); the embedded one keeps the order in the browser tab and stands in
 * for the payment partner itself.
 */
export interface CommerceProvider {
  /** Checks the stock again and creates the order; rejects with StockShortage when some is gone. */
  placeOrder(request: OrderRequest): Promise<Order>;
  /** The paid order, or null: a cancelled payment drops the order, and so does an unknown number. */
  settlePayment(number: string, outcome: PaymentOutcome): Promise<Order | null>;
  /** Asks for one email when a sold-out variant is back in stock; rejects when the request was not kept. */
  requestBackInStock(request: BackInStockRequest): Promise<void>;
  /** The items of a paid order that may be sent back, for its number and the email address it was placed with. */
  findOrderForReturn(orderNumber: string, email: string): Promise<OrderLookup>;
  /** Registers a return (the platform then emails the return label); rejects when it was not kept. */
  requestReturn(request: ReturnRequest): Promise<ReturnReceipt>;
}
