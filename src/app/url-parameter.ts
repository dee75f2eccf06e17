import { useSyncExternalStore } from "react";
import { withParameters } from "../filters/query-string";

const ADDRESS_REPLACED = "storefront:address-replaced";

/** No navigation and no history entry: sharing or reloading the page keeps what the visitor chose. */
export function replaceAddress(url: string): void {
  window.history.replaceState(window.history.state, "", url);
  window.dispatchEvent(new Event(ADDRESS_REPLACED));
}

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

/** Empty in server rendering and hydration. */
export const useAddressQuery = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
