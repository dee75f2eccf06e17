import { useCallback, useEffect, useState } from "react";
import { navigate } from "gatsby";
import { useBrowserValue } from "../../app/use-browser-value";
import { readSearchType, searchQueryString, type SearchType } from "../../search/search-type";
import { useStorefront } from "../../state/use-storefront";

/**
 * The search page's type lives in its URL (a reload or a shared link keeps it); the shared state
 * follows it, so quick search opens on the type the page shows. Another type is a new history entry;
 * the switch shows the type asked for at once, not only once the address has changed.
 */
export function useSearchPageType(term: string): [SearchType, (type: SearchType) => void] {
  const search = useBrowserValue(() => window.location.search, "");
  const type = readSearchType(search);
  // The address a change was asked at, and the type asked for: any new address settles it.
  const [asked, setAsked] = useState<{ at: string; type: SearchType } | null>(null);
  if (asked !== null && asked.at !== search) setAsked(null);
  const setActiveSearchType = useStorefront((state) => state.setActiveSearchType);
  useEffect(() => setActiveSearchType(type), [type, setActiveSearchType]);
  const change = useCallback(
    (next: SearchType) => {
      setAsked({ at: window.location.search, type: next });
      void navigate(`${window.location.pathname}${searchQueryString(term, next)}`);
    },
    [term],
  );
  return [asked?.type ?? type, change];
}
