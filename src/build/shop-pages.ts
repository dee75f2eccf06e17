import type { CatalogueContent } from "../catalogue/schema";
import { ProblemList } from "../content/read-yaml-files";
import { readGuides } from "../guides/load-guides";
import type { Guide } from "../guides/schema";
import { ERROR_PAGES, FILE_PAGES } from "../site/page-listing";
import { typedPages, type PageSources } from "../site/page-types";
import { checkSectionLinks } from "../content/section-links";
import { readServicePages, type ServicePage } from "../guides/service-pages";

const APP_SHELL = "/offline-plugin-app-shell-fallback/";

/** Nothing in a shopper's own pages for search engines, which are not even to crawl them. */
export const privatePages = (sources: PageSources): string[] =>
  typedPages(sources).flatMap(({ path, listing }) => (listing === "private" ? [path] : []));

export function notIndexed(sources: PageSources): string[] {
  const unlisted = [
    ...typedPages(sources).flatMap(({ path, listing }) => (listing === "listed" ? [] : [path])),
    ...Object.keys(FILE_PAGES).filter((path) => FILE_PAGES[path] !== "listed"),
    ...ERROR_PAGES,
  ];
  return [...unlisted, APP_SHELL, ...unlisted.map((page) => `/*${page}`)];
}

export function shopPagePaths(
  catalogue: CatalogueContent,
  guides: readonly Guide[],
  servicePages: readonly ServicePage[] = [],
): Set<string> {
  return new Set([
    ...typedPages({ catalogue, guides, servicePages }).map(({ path }) => path),
    ...Object.keys(FILE_PAGES),
  ]);
}

/** Links may go to any of these pages, so they are checked once all are known. */
export function loadShopPages(
  root: string,
  contentDir: string,
  catalogue: CatalogueContent,
): { guides: Guide[]; servicePages: ServicePage[]; pages: Set<string> } {
  const problems = new ProblemList();
  const productHandles = new Set(catalogue.products.map((product) => product.handle));
  const guideFiles = readGuides(root, contentDir, productHandles, problems);
  const guides = guideFiles.map(({ value }) => value);
  const serviceFiles = readServicePages(root, contentDir, shopPagePaths(catalogue, guides), problems);
  const servicePages = serviceFiles.map(({ value }) => value);
  const pages = shopPagePaths(catalogue, guides, servicePages);
  checkSectionLinks([...guideFiles, ...serviceFiles], pages, problems);
  problems.check();
  return { guides, servicePages, pages };
}
