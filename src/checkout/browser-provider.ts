import type { CommerceProvider, Order } from "./commerce-provider";

const LAST_ORDER_KEY = "storefront-last-order";
const PENDING_ORDER_KEY = "storefront-pending-order";

/** An order number shoppers can read out on the phone: BS-YYMMDD-XXXXX. */
export function orderNumber(date: Date, random: () => number = Math.random): string {
  const day = date.toISOString().slice(2, 10).replace(/-/g, "");
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const code = Array.from({ length: 5 }, () => letters[Math.floor(random() * letters.length)]).join("");
  return `BS-${day}-${code}`;
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
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
 * The embedded provider: records the order in this browser tab (session storage), first waiting for
 * payment, then paid, so that the payment step and the order confirmation can show it. No payment is
 * taken: the checkout's payment step stands in for the payment partner.
 */
export const browserProvider: CommerceProvider = {
  async placeOrder(request) {
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
};

/** The last paid order as stored: a string, so that it can be compared between renders. */
export const savedOrderJson = (): string | null => read(LAST_ORDER_KEY);

/** The order waiting for payment, as stored. */
export const pendingOrderJson = (): string | null => read(PENDING_ORDER_KEY);
