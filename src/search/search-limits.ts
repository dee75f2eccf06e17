export const RESULTS_PER_PAGE = 12;

export const PRICE_FILTER = "klevu_price";

/** A search answer slower than this counts as a failure (and is retried), not as a page that hangs. */
export const SEARCH_TIMEOUT_MS = 8000;
