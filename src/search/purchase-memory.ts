import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";

const SENT_KEY = "storefront-purchase-sent";

/**
 * Notes in the tab's session storage that the search service was told of the order; false when it
 * already was, so that a reload of the confirmation does not tell it again. Without storage it may:
 * the service counts orders by number.
 */
export function firstTelling(
  orderNumber: string,
  session: KeyValueStorage = neverThrowing(() => window.sessionStorage),
): boolean {
  if (session.getItem(SENT_KEY) === orderNumber) return false;
  session.setItem(SENT_KEY, orderNumber);
  return true;
}
