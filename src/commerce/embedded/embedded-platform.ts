import { shortLines } from "../../cart/stock-check";
import { neverThrowing } from "../../storage/never-throwing-storage";
import type { ReturnRequest } from "../../checkout/return-request";
import { stockShortage, type CommercePlatform, type Order } from "../platform";
import { BACK_IN_STOCK_KEY, listedEmail, parseRequests } from "./back-in-stock-list";
import { lookUpOrder, returnNumber } from "./order-lookup";
import { LAST_ORDER_KEY, PENDING_ORDER_KEY } from "./stored-order";

const RETURNS_KEY = "storefront-returns";
/** What this browser has paid for, by SKU: the stock file is as the site was built. */
const SOLD_KEY = "storefront-sold";

/** Where the embedded platform keeps its records and finds its stock: the browser's, or a test's. */
export interface EmbeddedPorts {
  /** This browser tab's storage (orders); may throw when the browser refuses it. */
  session: () => Storage;
  /** This browser's storage (back-in-stock requests, returns, what was sold); may throw too. */
  local: () => Storage;
  /** Every variant's stock by SKU, as the shop has it now; rejects when it cannot be read. */
  stock: () => Promise<Record<string, number>>;
  /** Empties the shopper's cart: paying does. */
  emptyCart: () => void;
}

/** An order number shoppers can read out on the phone: BS-YYMMDD-XXXXX. */
export function orderNumber(date: Date, random: () => number = Math.random): string {
  const day = date.toISOString().slice(2, 10).replace(/-/g, "");
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const code = Array.from({ length: 5 }, () => letters[Math.floor(random() * letters.length)]).join("");
  return `BS-${day}-${code}`;
}

const parsed = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

/**
 * The embedded platform: checks the order against the stock the site was built with, less what this
 * browser has paid for, and records it in this browser tab, first waiting for payment, then paid. No
 * payment is taken: the checkout's payment step stands in for the payment partner. Back-in-stock
 * requests and returns are kept in local storage; without it they fail and the shopper is told.
 */
export function embeddedPlatform({ session, local, stock, emptyCart }: EmbeddedPorts): CommercePlatform {
  // Orders and the sold counts are kept where storage allows; without it the order itself still
  // goes through. Back-in-stock requests and returns below must be kept, so they use the storage as is.
  const tab = neverThrowing(session);
  const kept = neverThrowing(local);
  const write = (key: string, value: string | null): void =>
    value === null ? tab.removeItem(key) : tab.setItem(key, value);
  const sold = (): Record<string, number> => parsed<Record<string, number>>(kept.getItem(SOLD_KEY)) ?? {};
  const recordSold = (order: Order): void => {
    const counts = sold();
    for (const line of order.lines) counts[line.sku] = (counts[line.sku] ?? 0) + line.quantity;
    kept.setItem(SOLD_KEY, JSON.stringify(counts));
  };
  const available = async (): Promise<Record<string, number>> => {
    const counts = sold();
    return Object.fromEntries(
      Object.entries(await stock()).map(([sku, count]) => [sku, Math.max(0, count - (counts[sku] ?? 0))]),
    );
  };
  const pending = () => parsed<Order>(tab.getItem(PENDING_ORDER_KEY));
  const lastPaid = () => parsed<Order>(tab.getItem(LAST_ORDER_KEY));

  return {
    async placeOrder(request) {
      const short = shortLines(request.lines, await available());
      if (short.length > 0) throw stockShortage(short);
      const now = new Date();
      const order: Order = {
        ...request,
        number: orderNumber(now),
        placedAt: now.toISOString(),
        status: "awaiting-payment",
      };
      write(PENDING_ORDER_KEY, JSON.stringify(order));
      return order;
    },
    async getOrder(number) {
      return [pending(), lastPaid()].find((order) => order?.number === number) ?? null;
    },
    async orderAwaitingPayment() {
      return pending();
    },
    async settlePayment(number, outcome) {
      const order = pending();
      if (order?.number !== number) return null;
      write(PENDING_ORDER_KEY, null);
      if (outcome === "cancelled") return null;
      const paid: Order = { ...order, status: "paid" };
      write(LAST_ORDER_KEY, JSON.stringify(paid));
      recordSold(paid);
      emptyCart();
      return paid;
    },
    async requestBackInStock(request) {
      // One request a variant and address, for the platform that sends the emails.
      const requests = parseRequests(local().getItem(BACK_IN_STOCK_KEY));
      const others = requests.filter((r) => r.sku !== request.sku || r.email !== request.email);
      local().setItem(BACK_IN_STOCK_KEY, JSON.stringify([...others, request]));
    },
    async backInStockEmail(sku) {
      try {
        return listedEmail(local().getItem(BACK_IN_STOCK_KEY), sku);
      } catch {
        return undefined;
      }
    },
    async findOrderForReturn(number, email) {
      return lookUpOrder(lastPaid(), number, email);
    },
    async requestReturn(request) {
      const returns = parseRequests<ReturnRequest>(local().getItem(RETURNS_KEY));
      const earlier = returns.filter((r) => r.orderNumber === request.orderNumber).length;
      local().setItem(RETURNS_KEY, JSON.stringify([...returns, request]));
      return { returnNumber: returnNumber(request.orderNumber, earlier) };
    },
  };
}
