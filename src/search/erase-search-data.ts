type KeyedStorage = Pick<Storage, "length" | "key" | "removeItem">;

/** Settings files hold nothing about the visitor: kept without consent, not refetched every page. */
const SHARED_SETTINGS = "klevu-kmc-";

/** On consent withdrawal, whether or not the search code has loaded on this page. */
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
