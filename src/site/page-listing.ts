/**
 * Who may find a page: search engines list it; they may visit it but not list it (search results, the
 * error pages); or, a shopper's own page, they keep out of it altogether.
 */
export type Listing = "listed" | "unlisted" | "private";

/** Pages Gatsby builds from `src/pages/`, outside the page types, that links may lead to. */
export const FILE_PAGES: Record<string, Listing> = { "/search/": "unlisted" };

/** The error pages, under their own paths and Gatsby's copies of them. */
export const ERROR_PAGES = ["/404/", "/404.html", "/500/", "/500.html"];

/**
 * A page's listing: a page built from content carries its type's (`listing` in its context); the pages
 * of `src/pages/` are known by their path.
 */
export const listingOf = (originalPath: string, fromContext: Listing | undefined): Listing =>
  fromContext ?? FILE_PAGES[originalPath] ?? (ERROR_PAGES.includes(originalPath) ? "unlisted" : "listed");
