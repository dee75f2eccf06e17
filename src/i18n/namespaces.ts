/**
 * The storefront's texts, one file per namespace under `locales/<language>/`: a page's data carries
 * only the namespaces its page renders. Each file keeps the top-level keys the code asks for
 * (`product.quantity`), and i18next looks in every namespace a page has loaded, so no key names its
 * namespace. A top-level key may be split over files (`cart.items` is in the header, `layout`).
 */
export const NAMESPACES = [
  /** The header, navigation, notice, footer, breadcrumbs and error message every page shows. */
  "layout",
  "home",
  /** Product cards, ratings, set prices, and the search error and banners of the panel and listings. */
  "cards",
  /** The product and set pages: details, stock, adding to the cart, reviews, back-in-stock form. */
  "product",
  /** What adding to the cart and the cart's quantities may not exceed. */
  "stock-limits",
  /** A category's own texts. */
  "category",
  /** Sorting, filtering and paging a list of products: categories and search. */
  "listing",
  "guide",
  "stores",
  /** The cart page's own texts. */
  "cart",
  /** The added-to-cart drawer, and what it shares with the cart page (its notices, free shipping). */
  "mini-cart",
  /** Order totals: the cart, the drawer, the checkout and the order confirmation. */
  "totals",
  /** The checkout's own texts: form, errors, review and payment steps. */
  "checkout",
  /** An order's contact, address, shipping, payment and gifts: checkout review and confirmation. */
  "order-details",
  "order",
  /** On from an order: the confirmation and the return request. */
  "after-order",
  "return-request",
  /** The search page's own texts. */
  "search",
  /** The header's search panel, and what the search page shows of the same (types, trending). */
  "quick-search",
  "not-found",
  "server-error",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces each page component renders, by its file name under `src/templates` or `src/pages`.
 * The added-to-cart drawer and the search panel load theirs when they open, if the page lacks them
 * (`useLazyTexts`).
 */
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

/**
 * The namespaces of the page rendered by `component` (a path to a file under src/templates or
 * src/pages); none for a plugin's page, which has no page query.
 */
export function pageNamespaces(component: string): Namespace[] | undefined {
  const name = /([^/\\]+)\.[jt]sx?$/.exec(component)?.[1] ?? "";
  return Object.hasOwn(PAGE_NAMESPACES, name)
    ? [...PAGE_NAMESPACES[name as keyof typeof PAGE_NAMESPACES]]
    : undefined;
}
