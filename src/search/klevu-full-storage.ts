import { KlevuStorage } from "./klevu-internal";

type SetItem = typeof KlevuStorage.setItem;
let original: SetItem | undefined;

/**
 * The SDK writes recent searches, clicks and its cached settings in the middle of a search, so storage
 * that is full (QuotaExceededError) would fail the search itself. What it cannot keep, it does not keep.
 */
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
