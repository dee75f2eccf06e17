import type { BackInStockRequest } from "../platform";

/** Where the embedded platform keeps back-in-stock requests (local storage), one a variant and address. */
export const BACK_IN_STOCK_KEY = "storefront-back-in-stock";

/** A stored list (requests, returns); an unreadable one starts afresh rather than failing every request. */
export function parseRequests<T = BackInStockRequest>(stored: string | null): T[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The address last put on the list for `sku`, if any: the product page says it is on the list. */
export const listedEmail = (stored: string | null, sku: string): string | undefined =>
  parseRequests(stored)
    .filter((request) => request.sku === sku)
    .pop()?.email;
