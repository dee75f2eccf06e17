const STORAGES = ["localStorage", "sessionStorage"] as const;

const readable = (read: () => unknown): boolean => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};

/**
 * A browser that refuses storage (cookies blocked) throws a SecurityError on merely reading
 * `window.localStorage`. Libraries such as the search SDK read it without a guard, even while their
 * modules load, but they do check that it exists: so storage that throws is replaced by `undefined`
 * before any of them runs. Our own code guards every access and treats either as "nothing is kept".
 */
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
