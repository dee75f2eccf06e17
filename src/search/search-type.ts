export const SEARCH_TYPES = ["product", "content"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_PARAMETER = "type";

export function readSearchType(search: string): SearchType {
  const value = new URLSearchParams(search).get(SEARCH_TYPE_PARAMETER);
  return SEARCH_TYPES.find((type) => type === value) ?? "product";
}

/** Filters, sort and page belong to one type's results and are left behind. */
export function searchQueryString(term: string, type: SearchType): string {
  const parameters = new URLSearchParams({ q: term });
  if (type !== "product") parameters.set(SEARCH_TYPE_PARAMETER, type);
  return `?${parameters.toString()}`;
}
