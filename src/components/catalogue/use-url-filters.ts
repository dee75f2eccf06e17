import { useCallback, useEffect, useState } from "react";
import { replaceAddress } from "../../app/url-parameter";
import {
  readFilterState,
  writeFilterState,
  type FilterKeys,
  type FilterState,
} from "../../filters/filter-url";
import { withParameters } from "../../filters/query-string";

const EMPTY: FilterState = { options: {}, sliders: {} };

/**
 * Filter state kept in the URL (`o_…`, `s_…`): read after the first render (server-rendered pages have
 * no query), written with `replaceState` so that every change can be shared and reloaded.
 */
export function useUrlFilters(keys: FilterKeys) {
  const [state, setState] = useState<FilterState>(EMPTY);
  const [sort, setSortState] = useState<string | null>(null);
  const optionKeys = keys.options.join(",");
  const sliderKeys = keys.sliders.join(",");

  useEffect(() => {
    const read = () => {
      const { search } = window.location;
      setState(readFilterState(search, { options: optionKeys.split(","), sliders: sliderKeys.split(",") }));
      setSortState(new URLSearchParams(search).get("sort"));
    };
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [optionKeys, sliderKeys]);

  const write = useCallback((next: FilterState, nextSort: string | null) => {
    const query = withParameters(writeFilterState(window.location.search, next), { sort: nextSort });
    replaceAddress(`${window.location.pathname}${query}`);
  }, []);

  const update = (next: FilterState) => {
    setState(next);
    write(next, sort);
  };
  const setSort = (next: string | null) => {
    setSortState(next);
    write(state, next);
  };
  return { state, update, sort, setSort };
}
