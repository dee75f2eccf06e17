import type { ShortLine } from "../cart/stock-check";
import type { Catalogue } from "../catalogue/load-catalogue";
import type { OrderRequest } from "../checkout/order-request";
import type { OrderLookup, ReturnReceipt, ReturnRequest } from "../checkout/return-request";

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

/** The error a platform rejects with when stock is short (a plain error: no class to ship). */
export const stockShortage = (short: ShortLine[]): StockShortage =>
  Object.assign(new Error(`Not enough stock for ${short.map((line) => line.sku).join(", ")}`), { short });

export const isStockShortage = (error: unknown): error is StockShortage =>
  error instanceof Error && Array.isArray((error as Partial<StockShortage>).short);

/** What the payment partner answers once the shopper has paid there or given up. */
type PaymentOutcome = "paid" | "cancelled";

/**
 * Everything the storefront asks of a commerce platform once the pages are built. A real platform
 * implements it over its API (create the order, hand the shopper to its payment partner, hear back);
 * the embedded one (`embedded/`) keeps orders in the browser and stands in for the payment partner.
 * `src/commerce/commerce.ts` binds the one the shop uses, and `tests/unit/commerce-contract.test.ts`
 * holds every platform to the rules below.
 */
export interface CommercePlatform {
  /** Checks the stock again and creates the order; rejects with StockShortage when some is gone. */
  placeOrder(request: OrderRequest): Promise<Order>;
  /** The order with this number, waiting for payment or paid; null for an unknown or dropped one. */
  getOrder(number: string): Promise<Order | null>;
  /** The order this shopper placed last and has neither paid nor cancelled, if any. */
  orderAwaitingPayment(): Promise<Order | null>;
  /**
   * The paid order, or null: a cancelled payment drops the order, and so does an unknown number.
   * Paying empties the shopper's cart; cancelling leaves it as it was.
   */
  settlePayment(number: string, outcome: PaymentOutcome): Promise<Order | null>;
  /** Asks for one email when a sold-out variant is back in stock; rejects when the request was not kept. */
  requestBackInStock(request: BackInStockRequest): Promise<void>;
  /** The address this shopper last asked to be told at that a variant is back, if any. */
  backInStockEmail(sku: string): Promise<string | undefined>;
  /** The items of a paid order that may be sent back, for its number and the email address it was placed with. */
  findOrderForReturn(orderNumber: string, email: string): Promise<OrderLookup>;
  /** Registers a return (the platform then emails the return label); rejects when it was not kept. */
  requestReturn(request: ReturnRequest): Promise<ReturnReceipt>;
}

/**
 * What the build asks of the platform, in Node: the catalogue (categories, colours, products with
 * their prices and stock, bundles, gift options), checked, and the files its browser side reads from
 * the built site. Read at once: the build's configuration needs it (the pages a sitemap leaves out).
 * A platform behind an API reads the snapshot a step before the build pulled from it.
 */
export interface CatalogueSource {
  /** The catalogue; throws with every problem (`file:line: message`) when it cannot be used. */
  read(root: string, contentDir: string): Catalogue;
  /** The files to publish with the site for the platform's browser side, by path. */
  files(catalogue: Catalogue): Record<string, string>;
}
