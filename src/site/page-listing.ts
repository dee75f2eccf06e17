/** "unlisted": crawled but not listed (search, errors); "private": a shopper's own page, not even crawled. */
export type Listing = "listed" | "unlisted" | "private";

export const FILE_PAGES: Record<string, Listing> = { "/search/": "unlisted" };

export const ERROR_PAGES = ["/404/", "/404.html", "/500/", "/500.html"];

export const listingOf = (originalPath: string, fromContext: Listing | undefined): Listing =>
  fromContext ?? FILE_PAGES[originalPath] ?? (ERROR_PAGES.includes(originalPath) ? "unlisted" : "listed");
