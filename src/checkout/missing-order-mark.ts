/**
 * The attribute the order confirmation's inline step puts on `<html>` when the tab holds no paid order:
 * the server's page shows the right heading from its first paint, before the page's code reads the
 * order (see `markMissingOrder`).
 */
export const NO_ORDER_ATTRIBUTE = "data-no-order";

/**
 * The inline step at the top of the order confirmation: marks the document when this tab holds no
 * paid order under `key`. Storage that throws holds none. Self-contained, as `inlineFunction` requires.
 */
export function markMissingOrder(key: string, attribute: string): void {
  let order = null;
  try {
    order = sessionStorage.getItem(key);
    // ES2015 has no catch without a binding.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (refused) {
    // Private browsing: no order kept.
  }
  if (!order) document.documentElement.setAttribute(attribute, "");
}

/**
 * The rule that shows, before the order is read, the part of the page that applies: a part marked
 * `data-if-order` when the tab holds an order, one marked `data-if-no-order` when it holds none. It
 * goes with the order confirmation's own HTML, not into every page's styles.
 */
export const ORDER_PARTS_RULE = `html[${NO_ORDER_ATTRIBUTE}] [data-if-order],html:not([${NO_ORDER_ATTRIBUTE}]) [data-if-no-order]{display:none}`;
