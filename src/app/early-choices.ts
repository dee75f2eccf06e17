/**
 * The lists (quantity, sort, price, country…) whose option the shopper picked before the page's code
 * ran, as on a slow phone: the browser shows the pick, but React hydrates them with the option it
 * rendered (marked `selected` in the page) and would put that back at its next render. They are read
 * as React starts, and once it has hydrated the page each pick reaches it as the shopper's own change.
 */
export const picksBeforeCode = (root: ParentNode): [HTMLSelectElement, string][] =>
  [...root.querySelectorAll("select")]
    .filter((list) => !list.selectedOptions[0]?.defaultSelected)
    .map((list) => [list, list.value]);

export function pickAgain(picks: readonly [HTMLSelectElement, string][]): void {
  for (const [list, value] of picks) {
    list.value = value;
    list.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
