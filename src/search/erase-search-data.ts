type KeyedStorage = Pick<Storage, "length" | "key" | "removeItem">;

/**
 * Erases what search kept about the visitor (every `klevu-` key) from the given storages: when consent
 * is withdrawn, whether or not the search code has loaded on this page. Unavailable storage is skipped.
 */
export function eraseSearchVisitorData(storages: readonly (() => KeyedStorage)[]): void {
  for (const storage of storages) {
    try {
      const store = storage();
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
        (key): key is string => key?.startsWith("klevu-") ?? false,
      );
      for (const key of keys) store.removeItem(key);
    } catch {
      // Private browsing may deny access to storage: there is nothing to erase then.
    }
  }
}
