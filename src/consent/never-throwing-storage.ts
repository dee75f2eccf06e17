/** The part of the browser's `Storage` the storefront uses. */
export interface KeyValueStorage {
  getItem: (name: string) => string | null;
  setItem: (name: string, value: string) => void;
  removeItem: (name: string) => void;
}

/**
 * Browser storage that never throws. Where the browser refuses (private browsing, blocked cookies, a
 * full quota) or there is none (server rendering, or storage hidden after a refusal: see
 * `hideRefusedStorage`), reads find nothing and writes keep nothing, and `onRefusal` hears of it: what
 * the visitor did still works for this page.
 */
export function neverThrowing(
  area: () => KeyValueStorage | undefined,
  onRefusal: () => void = () => undefined,
): KeyValueStorage {
  const attempt = <T>(action: (storage: KeyValueStorage) => T, nothing: T): T => {
    try {
      const storage = area();
      if (storage) return action(storage);
    } catch {
      // Refused: as if there were none.
    }
    onRefusal();
    return nothing;
  };
  return {
    getItem: (name) => attempt((storage) => storage.getItem(name), null),
    setItem: (name, value) => attempt((storage) => storage.setItem(name, value), undefined),
    removeItem: (name) => attempt((storage) => storage.removeItem(name), undefined),
  };
}
