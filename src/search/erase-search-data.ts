type KeyedStorage = Pick<Storage, "length" | "key" | "removeItem">;

/**
 * The search provider's settings files as the SDK caches them for a day (`klevu-kmc-data` and its
 * time). They hold nothing about the visitor, so they need no consent and are kept for everyone:
 * without them a visitor who declined statistics would fetch the three files again on every page.
 */
const SHARED_SETTINGS = "klevu-kmc-";

/**
 * Erases what search kept about the visitor (every `klevu-` key but the shared settings) from the given
 * storages: when consent is withdrawn, whether or not the search code has loaded on this page.
 * Unavailable storage is skipped.
 */
export function eraseSearchVisitorData(storages: readonly (() => KeyedStorage)[]): void {
  for (const storage of storages) {
    try {
      const store = storage();
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
        (key): key is string => !!key?.startsWith("klevu-") && !key.startsWith(SHARED_SETTINGS),
      );
      for (const key of keys) store.removeItem(key);
    } catch {
      // Private browsing may deny access to storage: there is nothing to erase then.
    }
  }
}
