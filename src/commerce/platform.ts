import { COMMERCE_CLOSED } from "../cart/cart-changes";
import type { ShortLine } from "../cart/stock-check";
import type { Catalogue } from "../catalogue/schema";
import type { Availability } from "../catalogue/live-availability";
import type { CheckoutField, FieldError } from "../checkout/checkout-form";
import type { OrderRequest } from "../checkout/order-request";
import type { OrderLookup, ReturnReceipt, ReturnRequest } from "../checkout/return-request";

export interface Order extends OrderRequest {
  number: string;
  /** Opens the order's confirmation in any browser, with its number: the link in the email carries it. */
  key: string;
  placedAt: string;
  /** A placed order waits for payment, its stock held; only a paid one is final. */
  status: "awaiting-payment" | "paid";
}

interface BackInStockRequest {
  sku: string;
  email: string;
}

/** The platform did not answer, answered late or failed: nothing was changed, and trying again may work. */
export const commerceUnavailable = (reason: string): Error =>
  Object.assign(new Error(`The shop's commerce platform cannot be reached: ${reason}`), {
    name: "CommerceUnavailable",
  });

export const isCommerceUnavailable = (error: unknown): boolean =>
  error instanceof Error && error.name === "CommerceUnavailable";

/** The site was deployed without a commerce platform: it takes no orders, and says so. */
export const commerceClosed = (): Error =>
  Object.assign(new Error("This site takes no orders: it has no commerce platform"), {
    name: COMMERCE_CLOSED,
  });

export const isCommerceClosed = (error: unknown): boolean =>
  error instanceof Error && error.name === COMMERCE_CLOSED;

export type StockShortage = Error & { short: ShortLine[] };

/** A plain error: no class to ship. */
export const stockShortage = (short: ShortLine[]): StockShortage =>
  Object.assign(new Error(`Not enough stock for ${short.map((line) => line.sku).join(", ")}`), { short });

export const isStockShortage = (error: unknown): error is StockShortage =>
  error instanceof Error && Array.isArray((error as Partial<StockShortage>).short);

export type FieldRefusal = Error & { field: CheckoutField; problem: FieldError };

export const fieldRefusal = (field: CheckoutField, problem: FieldError): FieldRefusal =>
  Object.assign(new Error(`The shop refused the ${field}: ${problem}`), { field, problem });

export const isFieldRefusal = (error: unknown): error is FieldRefusal =>
  error instanceof Error && typeof (error as Partial<FieldRefusal>).field === "string";

/** Test payments stand in for the payment partner: a shopper can try declined and failed ones too. */
export const PAYMENT_OUTCOMES = ["paid", "declined", "failed"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** What a payment came to: only a paid one is final; the others leave the order waiting, and the cart. */
type PaymentResult = { status: "paid"; order: Order } | { status: "declined" } | { status: "failed" };

/** Held to `tests/commerce/contract.ts`; any call rejects, changing nothing, when the platform is unreachable. */
export interface CommercePlatform {
  availability(handle: string): Promise<Availability>;
  /** Moves the cart's order to payment, its stock held; rejects with StockShortage or FieldRefusal. */
  placeOrder(request: OrderRequest): Promise<Order>;
  getOrder(number: string, key: string): Promise<Order | null>;
  orderAwaitingPayment(): Promise<Order | null>;
  /** Pays the order waiting for payment. Paying empties the shopper's cart; a payment that fails keeps it. */
  pay(number: string, payment: { method: string; outcome: PaymentOutcome }): Promise<PaymentResult>;
  /** Gives up paying: the order goes back to being the cart, as it was, and its stock back on sale. */
  cancelPayment(number: string): Promise<void>;
  requestBackInStock(request: BackInStockRequest): Promise<void>;
  backInStockEmail(sku: string): Promise<string | undefined>;
  findOrderForReturn(orderNumber: string, email: string): Promise<OrderLookup>;
  requestReturn(request: ReturnRequest): Promise<ReturnReceipt>;
}

/** Read in Node before the build begins: its configuration needs the catalogue (the pages a sitemap leaves out). */
export interface CatalogueSource {
  /** Throws with every problem (`file:line: message`) when the catalogue cannot be used. */
  read(root: string, contentDir: string, env?: NodeJS.ProcessEnv): Catalogue;
  /** Reads what the platform sells now to where `read` finds it; throws saying what to start or set. */
  refresh(root: string, env?: NodeJS.ProcessEnv): Promise<string>;
}

/** The platform's address from `COMMERCE_URL`: the local engine when unset, none when set empty. */
export const commerceUrl = (value: string | undefined): string | null =>
  value === undefined ? "http://localhost:3000" : value.replace(/\/$/, "") || null;
