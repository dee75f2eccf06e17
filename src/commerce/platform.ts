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

/** A shopper's wish to hear when a sold-out variant is back. */
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

/** The order was not placed: the shop has fewer of these lines than the cart holds. */
export type StockShortage = Error & { short: ShortLine[] };

/** The error a platform rejects with when stock is short (a plain error: no class to ship). */
export const stockShortage = (short: ShortLine[]): StockShortage =>
  Object.assign(new Error(`Not enough stock for ${short.map((line) => line.sku).join(", ")}`), { short });

export const isStockShortage = (error: unknown): error is StockShortage =>
  error instanceof Error && Array.isArray((error as Partial<StockShortage>).short);

/** The order was not placed: the platform refused a field the shopper filled in (the form shows it). */
export type FieldRefusal = Error & { field: CheckoutField; problem: FieldError };

export const fieldRefusal = (field: CheckoutField, problem: FieldError): FieldRefusal =>
  Object.assign(new Error(`The shop refused the ${field}: ${problem}`), { field, problem });

export const isFieldRefusal = (error: unknown): error is FieldRefusal =>
  error instanceof Error && typeof (error as Partial<FieldRefusal>).field === "string";

/**
 * How a test payment ends, where the platform's test payments stand in for the payment partner: the
 * shopper can try a declined and a failed payment as well as a paid one.
 */
export const PAYMENT_OUTCOMES = ["paid", "declined", "failed"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** What a payment came to: only a paid one is final; the others leave the order waiting, and the cart. */
type PaymentResult = { status: "paid"; order: Order } | { status: "declined" } | { status: "failed" };

/**
 * Everything the storefront asks of a commerce platform once the pages are built, over its API.
 * `src/commerce/commerce.ts` binds the one the shop uses, and `tests/commerce/commerce-contract.test.ts`
 * holds it to the rules of `tests/commerce/contract.ts`. Any call rejects when the platform cannot be
 * reached, and then nothing was changed.
 */
export interface CommercePlatform {
  /** What the shop has of each variant of a product now, and its price, by SKU: a page's are as built. */
  availability(handle: string): Promise<Availability>;
  /**
   * Gives the cart's order the shopper's details and moves it to payment, its stock held; rejects
   * with StockShortage when some is gone and with FieldRefusal for a field the platform refuses.
   */
  placeOrder(request: OrderRequest): Promise<Order>;
  /** The order with this number and key, waiting for payment or paid; null for an unknown one. */
  getOrder(number: string, key: string): Promise<Order | null>;
  /** The order this shopper has placed and not yet paid, if any. */
  orderAwaitingPayment(): Promise<Order | null>;
  /** Pays the order waiting for payment. Paying empties the shopper's cart; a payment that fails keeps it. */
  pay(number: string, payment: { method: string; outcome: PaymentOutcome }): Promise<PaymentResult>;
  /** Gives up paying: the order goes back to being the cart, as it was, and its stock back on sale. */
  cancelPayment(number: string): Promise<void>;
  /** Asks for one email when a sold-out variant is back in stock; rejects when the request was not kept. */
  requestBackInStock(request: BackInStockRequest): Promise<void>;
  /** The address this shopper last asked to be told at that a variant is back, if any. */
  backInStockEmail(sku: string): Promise<string | undefined>;
  /** The items of a paid order that may be sent back, for its number and the email address it was placed with. */
  findOrderForReturn(orderNumber: string, email: string): Promise<OrderLookup>;
  /** Registers a return (the platform then emails the shopper); rejects when it was not kept. */
  requestReturn(request: ReturnRequest): Promise<ReturnReceipt>;
}

/**
 * What the build asks of the platform, in Node: the catalogue (categories, colours, products with
 * their prices and stock, bundles, gift options), checked. The content says what is editorial, the
 * platform what it sells: prices and stock are its own. Read at once: the build's configuration needs
 * it (the pages a sitemap leaves out), so the platform's side is read before the build begins.
 */
export interface CatalogueSource {
  /**
   * The catalogue; throws with every problem (`file:line: message`) when it cannot be used. `env`
   * says where the platform's side is, when not where the build reads it by default.
   */
  read(root: string, contentDir: string, env?: NodeJS.ProcessEnv): Catalogue;
  /**
   * Asks the platform what it sells now and keeps it where `read` finds it (under `root`): called before
   * a build and as a service beside the site starts. Says so, or throws saying what to start or set.
   */
  refresh(root: string, env?: NodeJS.ProcessEnv): Promise<string>;
}

/** The platform's address from `COMMERCE_URL`: the local engine when unset, none when set empty. */
export const commerceUrl = (value: string | undefined): string | null =>
  value === undefined ? "http://localhost:3000" : value.replace(/\/$/, "") || null;
