import type { Catalogue } from "../catalogue/load-catalogue";
import { bundlePath, categoryPath, guidePath, productPath } from "../catalogue/paths";
import type { Guide } from "../guides/schema";

/** Pages every shop builds outside the catalogue. */
const FIXED_PAGES = ["/", "/stores/", "/cart/", "/checkout/", "/order-confirmation/", "/search/"];

/** Pages search engines should not list (match patterns, any language). */
export const NOT_INDEXED = [
  "/cart/",
  "/checkout/",
  "/order-confirmation/",
  "/search/",
  "/404/",
  "/404.html",
  "/500/",
  "/500.html",
  "/offline-plugin-app-shell-fallback/",
  "/*/cart/",
  "/*/checkout/",
  "/*/order-confirmation/",
  "/*/search/",
  "/*/404/",
  "/*/404.html",
  "/*/500/",
  "/*/500.html",
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
