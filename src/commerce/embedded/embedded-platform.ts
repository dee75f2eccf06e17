import { shortLines } from "../cart/stock-check";
import { BACK_IN_STOCK_KEY, parseRequests } from "./back-in-stock-list";
import { stockShortage, type CommerceProvider, type Order } from "./commerce-provider";
import { STOCK_FILE } from "./stock-file";
import { lookUpOrder, returnNumber, type ReturnRequest } from "./return-request";
import { LAST_ORDER_KEY, PENDING_ORDER_KEY, readStored as read } from "./stored-order";

const RETURNS_KEY = "storefront-returns";

/** The stock as it is now. A fresh address each time: the offline worker keeps JSON files it has seen. */
async function currentStock(): Promise<Record<string, number>> {
  const response = await fetch(`${STOCK_FILE}?at=${Date.now()}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`Stock could not be checked: ${response.status}`);
  return (await response.json()) as Record<string, number>;
}

/** An order number shoppers can read out on the phone: BS-YYMMDD-XXXXX. */
export function orderNumber(date: Date, random: () => number = Math.random): string {
  const day = date.toISOString().slice(2, 10).replace(/-/g, "");
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const code = Array.from({ length: 5 }, () => letters[Math.floor(random() * letters.length)]).join("");
  return `BS-${day}-${code}`;
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Without storage the next step cannot show the order; the order itself is still returned.
  }
}

/**
 * The embedded provider: checks the order against the stock the site was built with, records it in
 * this browser tab (session storage), first waiting for payment, then paid, so that the payment step and the order confirmation can show it. No payment is
 * taken: the checkout's payment step stands in for the payment partner. Back-in-stock requests are
 * kept in local storage; without it the request fails and the shopper is told. A return is asked for
 * the paid order of this tab, and kept in local storage with its number.
 */
export const browserProvider: CommerceProvider = {
  async placeOrder(request) {
    const short = shortLines(request.lines, await currentStock());
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
  async settlePayment(number, outcome) {
    const pending = read(PENDING_ORDER_KEY);
    const order = pending ? (JSON.parse(pending) as Order) : null;
    if (order?.number !== number) return null;
    write(PENDING_ORDER_KEY, null);
    if (outcome === "cancelled") return null;
    const paid: Order = { ...order, status: "paid" };
    write(LAST_ORDER_KEY, JSON.stringify(paid));
    return paid;
  },
  async requestBackInStock(request) {
    // Kept in this browser, one request a variant and address, for the platform that sends the emails.
    const requests = parseRequests(window.localStorage.getItem(BACK_IN_STOCK_KEY));
    const others = requests.filter((r) => r.sku !== request.sku || r.email !== request.email);
    window.localStorage.setItem(BACK_IN_STOCK_KEY, JSON.stringify([...others, request]));
  },
  async findOrderForReturn(orderNumber, email) {
    const stored = read(LAST_ORDER_KEY);
    return lookUpOrder(stored ? (JSON.parse(stored) as Order) : null, orderNumber, email);
  },
  async requestReturn(request) {
    const returns = parseRequests<ReturnRequest>(window.localStorage.getItem(RETURNS_KEY));
    const earlier = returns.filter((r) => r.orderNumber === request.orderNumber).length;
    window.localStorage.setItem(RETURNS_KEY, JSON.stringify([...returns, request]));
    return { returnNumber: returnNumber(request.orderNumber, earlier) };
  },
};

/** The order waiting for payment, as stored. */
export const pendingOrderJson = (): string | null => read(PENDING_ORDER_KEY);
