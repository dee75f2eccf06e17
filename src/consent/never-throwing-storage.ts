export interface KeyValueStorage {
  getItem: (name: string) => string | null;
  setItem: (name: string, value: string) => void;
  removeItem: (name: string) => void;
}

/** Reads find nothing and writes keep nothing where storage is refused or absent; `onRefusal` hears of it. */
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
