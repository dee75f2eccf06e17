/** Relevance is the default and stays out of the URL. */
export const SEARCH_SORTS = {
  relevance: "RELEVANCE",
  "price-asc": "PRICE_ASC",
  "price-desc": "PRICE_DESC",
  "name-asc": "NAME_ASC",
  "name-desc": "NAME_DESC",
  "rating-desc": "RATING_DESC",
  "rating-asc": "RATING_ASC",
  "new-desc": "NEW_ARRIVAL_DESC",
  "new-asc": "NEW_ARRIVAL_ASC",
} as const;

export type SearchSort = keyof typeof SEARCH_SORTS;

export const isSearchSort = (value: unknown): value is SearchSort =>
  typeof value === "string" && Object.hasOwn(SEARCH_SORTS, value);

export const readSearchSort = (search: string): SearchSort => {
  const value = new URLSearchParams(search).get("sort");
  return isSearchSort(value) ? value : "relevance";
};

export const PAGE = /^[1-9]\d{0,3}$/;

export const readPage = (search: string): number => {
  const value = new URLSearchParams(search).get("page") ?? "";
  return PAGE.test(value) ? Number(value) : 1;
};
