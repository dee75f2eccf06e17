import { KlevuStorage } from "./klevu-internal";

type SetItem = typeof KlevuStorage.setItem;
let original: SetItem | undefined;

/** The SDK writes storage mid-search, so a full storage (QuotaExceededError) would fail the search. */
export function toleratesFullStorage(): void {
  if (original) return;
  const setItem = (original = KlevuStorage.setItem);
  KlevuStorage.setItem = (...args: Parameters<SetItem>) => {
    try {
      setItem(...args);
    } catch {
      // Not kept; the search goes on.
    }
  };
}
