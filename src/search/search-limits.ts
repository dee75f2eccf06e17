/** Products on one page of search results and of a category's merchandised listing. */
export const RESULTS_PER_PAGE = 12;

/** The search provider's key of the price filter, a range. */
export const PRICE_FILTER = "klevu_price";

/** A search answer slower than this counts as a failure (and is retried), not as a page that hangs. */
export const SEARCH_TIMEOUT_MS = 8000;
