import type { Catalogue } from "../catalogue/load-catalogue";
import { bundlePath, categoryPath, guidePath, productPath } from "../catalogue/paths";
import type { Guide } from "../guides/schema";

/** Pages every shop builds outside the catalogue. */
const FIXED_PAGES = ["/", "/stores/", "/cart/", "/checkout/", "/order-confirmation/", "/search/"];

/** A shopper's own pages: nothing in them for a search engine, which is not even to crawl them. */
export const SHOPPER_PAGES = ["/cart/", "/checkout/", "/order-confirmation/"];

/** Pages search engines should not list, in each language. */
const UNLISTED_PAGES = [...SHOPPER_PAGES, "/search/", "/404/", "/404.html", "/500/", "/500.html"];

/** Pages search engines should not list (match patterns, any language). */
export const NOT_INDEXED = [
  ...UNLISTED_PAGES,
  "/offline-plugin-app-shell-fallback/",
  ...UNLISTED_PAGES.map((page) => `/*${page}`),
];

/** Every page path (without language prefix) a shop of this codebase builds. */
export function sitePagePaths(catalogue: Catalogue, guides: readonly Guide[]): Set<string> {
  return new Set([
    ...FIXED_PAGES,
    ...catalogue.categories.map((category) => categoryPath(category.handle)),
    ...catalogue.products.map((product) => productPath(product.handle)),
    ...catalogue.bundles.map((bundle) => bundlePath(bundle.handle)),
    ...guides.map((guide) => guidePath(guide.handle)),
  ]);
}
