// One file per namespace under `locales/<language>/`; i18next searches every loaded namespace, so no key
// names its namespace, and a top-level key may be split over files (`cart.items` is in `layout`).
export const NAMESPACES = [
  "layout",
  "home",
  "cards",
  "product",
  "stock-limits",
  "category",
  "listing",
  "guide",
  "stores",
  "cart",
  "mini-cart",
  "totals",
  "checkout",
  "order-details",
  "order",
  "after-order",
  "return-request",
  "search",
  "quick-search",
  "not-found",
  "server-error",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The drawer and the search panel load theirs when they open (`useLazyTexts`). */
export const PAGE_NAMESPACES = {
  home: ["layout", "home", "cards"],
  category: ["layout", "category", "listing", "cards"],
  product: ["layout", "product", "stock-limits", "cards"],
  bundle: ["layout", "product", "stock-limits", "cards"],
  guide: ["layout", "guide", "cards"],
  stores: ["layout", "stores"],
  cart: ["layout", "cart", "mini-cart", "totals", "stock-limits"],
  checkout: ["layout", "checkout", "order-details", "totals", "cards"],
  "order-confirmation": ["layout", "order", "order-details", "totals", "after-order"],
  "return-request": ["layout", "return-request", "after-order"],
  search: ["layout", "search", "listing", "quick-search", "cards"],
  "404": ["layout", "not-found"],
  "500": ["layout", "server-error"],
} as const satisfies Record<string, readonly Namespace[]>;

export function pageNamespaces(component: string): Namespace[] | undefined {
  const name = /([^/\\]+)\.[jt]sx?$/.exec(component)?.[1] ?? "";
  return Object.hasOwn(PAGE_NAMESPACES, name)
    ? [...PAGE_NAMESPACES[name as keyof typeof PAGE_NAMESPACES]]
    : undefined;
}
