import { bundlePath, categoryPath, guidePath, productPath } from "../catalogue/paths";
import type { ContentLanguage } from "../content/localized";
import { servicePagePath } from "../guides/service-pages";
import { FILE_PAGES } from "../site/page-listing";
import { typedPages, type PageSources } from "../site/page-types";

const FIXED_TITLES: Record<string, string> = {
  "/": "Home page",
  "/stores/": "Stores",
  "/search/": "Search results",
  "/cart/": "Cart",
  "/checkout/": "Checkout",
  "/order-confirmation/": "Order confirmation",
  "/return-request/": "Return request",
};

export function pageTitles(sources: PageSources, language: ContentLanguage): Record<string, string> {
  const { catalogue, guides, servicePages } = sources;
  const named = new Map<string, string>([
    ...Object.entries(FIXED_TITLES),
    ...catalogue.categories.map((c) => [categoryPath(c.handle), c.name[language]] as const),
    ...catalogue.products.map((p) => [productPath(p.handle), p.name[language]] as const),
    ...catalogue.bundles.map((b) => [bundlePath(b.handle), b.name[language]] as const),
    ...guides.map((g) => [guidePath(g.handle), g.title[language]] as const),
    ...servicePages.map((s) => [servicePagePath(s.handle), s.title[language]] as const),
  ]);
  const paths = [...typedPages(sources).map(({ path }) => path), ...Object.keys(FILE_PAGES)];
  return Object.fromEntries(paths.map((path) => [path, named.get(path) ?? path]));
}
