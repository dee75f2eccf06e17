const STORAGES = ["localStorage", "sessionStorage"] as const;

const readable = (read: () => unknown): boolean => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};

/** Refused storage throws on merely reading `window.localStorage`; libraries (the search SDK) check only that
 * it exists, so it becomes `undefined` before any runs. */
export function hideRefusedStorage(target: Window): void {
  for (const name of STORAGES) {
    if (readable(() => target[name])) continue;
    try {
      Object.defineProperty(target, name, { value: undefined, configurable: true });
    } catch {
      // A property the browser will not let go of: libraries meet the same error as before.
    }
  }
}
