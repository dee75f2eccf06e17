/** The order confirmation's address for an order: its number and the key that opens it in any browser. */
export const confirmationLink = (path: string, number: string, key: string): string =>
  `${path}?order=${encodeURIComponent(number)}&key=${encodeURIComponent(key)}`;

/** The order a confirmation's address names, or null when it names none. */
export function confirmationOf(search: string): { number: string; key: string } | null {
  const query = new URLSearchParams(search);
  const number = query.get("order");
  const key = query.get("key");
  return number && key ? { number, key } : null;
}

/**
 * Run by the browser as it reads the order confirmation, right after its two headings (the thanks for
 * an order, then the hidden "no order" text): an address without an order and its key shows the
 * second from the first paint, not only once the page's code has run. In a block, so that its names
 * stay out of the page's globals.
 */
export const SHOW_MISSING_ORDER_STEP = `{const n=document.currentScript.previousElementSibling,q=new URLSearchParams(location.search);q.get("order")&&q.get("key")||(n.hidden=!1,n.previousElementSibling.hidden=!0)}`;
