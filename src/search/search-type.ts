/** What a visitor searches: the shop's products, or its content (guides, content pages, categories). */
export const SEARCH_TYPES = ["product", "content"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The URL parameter that keeps the type, so that a reload or a shared link keeps it. */
export const SEARCH_TYPE_PARAMETER = "type";

/** The search type a query string asks for; products unless it names another known type. */
export function readSearchType(search: string): SearchType {
  const value = new URLSearchParams(search).get(SEARCH_TYPE_PARAMETER);
  return SEARCH_TYPES.find((type) => type === value) ?? "product";
}

/**
 * The search page's query string for a term and type. Products are the default and need no parameter;
 * filters, sort and page belong to one type's results and are left behind.
 */
export function searchQueryString(term: string, type: SearchType): string {
  const parameters = new URLSearchParams({ q: term });
  if (type !== "product") parameters.set(SEARCH_TYPE_PARAMETER, type);
  return `?${parameters.toString()}`;
}
