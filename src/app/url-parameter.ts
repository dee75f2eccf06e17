import { useSyncExternalStore } from "react";
import { withParameters } from "../filters/query-string";

/** Said on `window` when the page changes its own address in place (`replaceState`). */
const ADDRESS_REPLACED = "storefront:address-replaced";

/**
 * Replaces the page's address in place: no navigation and no history entry, so that sharing or
 * reloading the page keeps what the visitor chose. Links that carry the query along follow.
 */
export function replaceAddress(url: string): void {
  window.history.replaceState(window.history.state, "", url);
  window.dispatchEvent(new Event(ADDRESS_REPLACED));
}

/** Sets (or, given null, removes) one query parameter of the page's address in place. */
export function replaceUrlParameter(name: string, value: string | null): void {
  const { pathname, search, hash } = window.location;
  replaceAddress(`${pathname}${withParameters(search, { [name]: value })}${hash}`);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(ADDRESS_REPLACED, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(ADDRESS_REPLACED, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/** The page's query string (`?colour=white`), kept current; empty in server rendering and hydration. */
export const useAddressQuery = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
