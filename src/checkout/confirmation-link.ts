export const confirmationLink = (path: string, number: string, key: string): string =>
  `${path}?order=${encodeURIComponent(number)}&key=${encodeURIComponent(key)}`;

export function confirmationOf(search: string): { number: string; key: string } | null {
  const query = new URLSearchParams(search);
  const number = query.get("order");
  const key = query.get("key");
  return number && key ? { number, key } : null;
}

/** Inline, after the two headings: an address without an order and key shows "no order" from the first paint. */
export const SHOW_MISSING_ORDER_STEP = `{const n=document.currentScript.previousElementSibling,q=new URLSearchParams(location.search);q.get("order")&&q.get("key")||(n.hidden=!1,n.previousElementSibling.hidden=!0)}`;
