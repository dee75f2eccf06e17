import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";

const SENT_KEY = "storefront-purchase-sent";

/** False when already told, so that a reload does not tell again (without storage it may). */
export function firstTelling(
  orderNumber: string,
  session: KeyValueStorage = neverThrowing(() => window.sessionStorage),
): boolean {
  if (session.getItem(SENT_KEY) === orderNumber) return false;
  session.setItem(SENT_KEY, orderNumber);
  return true;
}
