import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";

const SENT_KEY = "storefront-purchase-sent";

/**
 * The last order this tab told the search service of (session storage), so that a reload of the
 * confirmation does not tell it again. Without storage it may: the service counts orders by number.
 */
export function purchaseMemory(storage: () => KeyValueStorage | undefined) {
  const kept = neverThrowing(storage);
  return {
    /** Notes the order as told; false when it already was. */
    firstTelling: (orderNumber: string): boolean => {
      if (kept.getItem(SENT_KEY) === orderNumber) return false;
      kept.setItem(SENT_KEY, orderNumber);
      return true;
    },
  };
}

export const sessionPurchaseMemory = purchaseMemory(() => window.sessionStorage);
