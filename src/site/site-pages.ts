import type { Catalogue } from "../catalogue/load-catalogue";
import { bundlePath, categoryPath, guidePath, productPath } from "../catalogue/paths";
import { ProblemList } from "../content/read-yaml-files";
import { readGuides } from "../guides/load-guides";
import type { Guide } from "../guides/schema";
import {
  checkSectionLinks,
  readServicePages,
  servicePagePath,
  type ServicePage,
} from "../guides/service-pages";

/** Pages every shop builds outside the catalogue. */
const FIXED_PAGES = [
  "/",
  "/stores/",
  "/cart/",
  "/checkout/",
  "/order-confirmation/",
  "/return-request/",
  "/search/",
];

/** A shopper's own pages: nothing in them for a search engine, which is not even to crawl them. */
export const SHOPPER_PAGES = ["/cart/", "/checkout/", "/order-confirmation/", "/return-request/"];

/** Pages search engines should not list, in each language. */
const UNLISTED_PAGES = [...SHOPPER_PAGES, "/search/", "/404/", "/404.html", "/500/", "/500.html"];

/** Pages search engines should not list (match patterns, any language). */
export const NOT_INDEXED = [
  ...UNLISTED_PAGES,
  "/offline-plugin-app-shell-fallback/",
  ...UNLISTED_PAGES.map((page) => `/*${page}`),
];

/** Every page path (without language prefix) a shop of this codebase builds. */
export function sitePagePaths(
  catalogue: Catalogue,
  guides: readonly Guide[],
  servicePages: readonly ServicePage[] = [],
): Set<string> {
  return new Set([
    ...FIXED_PAGES,
    ...catalogue.categories.map((category) => categoryPath(category.handle)),
    ...catalogue.products.map((product) => productPath(product.handle)),
    ...catalogue.bundles.map((bundle) => bundlePath(bundle.handle)),
    ...guides.map((guide) => guidePath(guide.handle)),
    ...servicePages.map((page) => servicePagePath(page.handle)),
  ]);
}

/**
 * The guides and service pages, checked, and every page the shop builds with them: their links may go
 * to any of those pages, so they are checked once all are known.
 */
export function loadSitePages(
  root: string,
  contentDir: string,
  catalogue: Catalogue,
): { guides: Guide[]; servicePages: ServicePage[]; pages: Set<string> } {
  const problems = new ProblemList();
  const productHandles = new Set(catalogue.products.map((product) => product.handle));
  const guideFiles = readGuides(root, contentDir, productHandles, problems);
  const guides = guideFiles.map(({ value }) => value);
  const serviceFiles = readServicePages(root, contentDir, sitePagePaths(catalogue, guides), problems);
  const servicePages = serviceFiles.map(({ value }) => value);
  const pages = sitePagePaths(catalogue, guides, servicePages);
  checkSectionLinks([...guideFiles, ...serviceFiles], pages, problems);
  problems.check();
  return { guides, servicePages, pages };
}
