/** Where the embedded provider keeps the orders of this browser tab (session storage). */
export const LAST_ORDER_KEY = "storefront-last-order";
export const PENDING_ORDER_KEY = "storefront-pending-order";

/** What the tab's session storage holds under `key`; null without storage. */
export function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The last paid order as stored: a string, so that it can be compared between renders. A module of its
 * own, so that the order confirmation reads it without the provider's code.
 */
export const savedOrderJson = (): string | null => readStored(LAST_ORDER_KEY);
