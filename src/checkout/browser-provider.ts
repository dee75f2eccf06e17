import type { CommerceProvider, Order } from "./commerce-provider";

const LAST_ORDER_KEY = "storefront-last-order";

/** An order number shoppers can read out on the phone: BS-YYMMDD-XXXXX. */
export function orderNumber(date: Date, random: () => number = Math.random): string {
  const day = date.toISOString().slice(2, 10).replace(/-/g, "");
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const code = Array.from({ length: 5 }, () => letters[Math.floor(random() * letters.length)]).join("");
  return `BS-${day}-${code}`;
}

/**
 * The embedded provider: records the order in this browser tab (session storage) so that the order
 * confirmation can show it. No payment is taken.
 */
export const browserProvider: CommerceProvider = {
  async placeOrder(request) {
    const now = new Date();
    const order: Order = { ...request, number: orderNumber(now), placedAt: now.toISOString() };
    try {
      window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
    } catch {
      // Without storage the confirmation page cannot show the order; the number is still returned.
    }
    return order;
  },
};

/** The last order as stored: a string, so that it can be compared between renders. */
export function savedOrderJson(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_ORDER_KEY);
  } catch {
    return null;
  }
}
