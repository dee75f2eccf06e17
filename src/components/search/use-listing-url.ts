import { useCallback, useEffect, useState } from "react";
import type { FilterManagerFilters } from "@klevu/core";
import { navigate } from "gatsby";
import { keepFilters, readFilterState, writeFilterState, type FilterState } from "../../filters/filter-url";
import { withParameters } from "../../filters/query-string";
import { readPage, readSearchSort, type SearchSort } from "../../search/search-sort";
import { useBrowserValue } from "../../app/use-browser-value";
import { KEEP_SCROLL } from "../../app/keep-scroll";

export interface ListingUrl {
  search: string;
  state: FilterState;
  sort: SearchSort;
  page: number;
  /** A change was asked for that the address does not show yet: what is on screen is the last one's. */
  changing: boolean;
}

/**
 * A listing's state lives in its URL: filters (`o_…`, `s_…`), `sort` and `page`. Each change is a new
 * history entry, so back and forward step through them; a change of filters or sort starts at page 1.
 */
export function useListingUrl() {
  const search = useBrowserValue(() => window.location.search, "");
  // Navigation takes a moment before the address changes: until it does, the listing is not settled.
  // `asked` is the address a change was asked at; any new address settles it.
  const [asked, setAsked] = useState<string | null>(null);
  if (asked !== null && asked !== search) setAsked(null);
  const url: ListingUrl = {
    search,
    state: readFilterState(search),
    sort: readSearchSort(search),
    page: readPage(search),
    changing: asked !== null,
  };
  const go = useCallback(
    (
      next: { state?: FilterState; sort?: SearchSort; page?: number },
      options: { replace?: boolean } = {},
    ) => {
      const current = window.location.search;
      const sort = next.sort ?? readSearchSort(current);
      const page = next.page ?? (next.state || next.sort ? 1 : readPage(current));
      const target = withParameters(writeFilterState(current, next.state ?? readFilterState(current)), {
        sort: sort === "relevance" ? null : sort,
        page: page > 1 ? String(page) : null,
      });
      if (target !== current) setAsked(current);
      void navigate(`${window.location.pathname}${target}`, {
        replace: options.replace ?? false,
        // Filters and sort change the list the visitor is looking at: the page stays where it is.
        // Another page of results starts at the top, as any new page does.
        state: { [KEEP_SCROLL]: next.page === undefined },
      });
    },
    [],
  );
  return { url, go };
}

/** Filters in the URL that the service no longer returns leave the URL (without a history entry). */
export function usePruneFilters(
  filters: FilterManagerFilters[] | undefined,
  state: FilterState,
  go: ReturnType<typeof useListingUrl>["go"],
): void {
  useEffect(() => {
    if (!filters) return;
    const kept = keepFilters(state, {
      options: filters.filter((f) => "options" in f).map((f) => f.key),
      sliders: filters.filter((f) => !("options" in f)).map((f) => f.key),
    });
    if (writeFilterState("", kept) !== writeFilterState("", state)) go({ state: kept }, { replace: true });
  }, [filters, state, go]);
}
