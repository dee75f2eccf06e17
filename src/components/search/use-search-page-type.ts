import { useCallback, useEffect } from "react";
import { navigate } from "gatsby";
import { useBrowserValue } from "../../app/use-browser-value";
import { readSearchType, searchQueryString, type SearchType } from "../../search/search-type";
import { useStorefront } from "../../state/use-storefront";

/**
 * The search page's type lives in its URL (a reload or a shared link keeps it); the shared state
 * follows it, so quick search opens on the type the page shows. Another type is a new history entry.
 */
export function useSearchPageType(term: string): [SearchType, (type: SearchType) => void] {
  const type = useBrowserValue(() => readSearchType(window.location.search), "product");
  const setActiveSearchType = useStorefront((state) => state.setActiveSearchType);
  useEffect(() => setActiveSearchType(type), [type, setActiveSearchType]);
  const change = useCallback(
    (next: SearchType) => void navigate(`${window.location.pathname}${searchQueryString(term, next)}`),
    [term],
  );
  return [type, change];
}
