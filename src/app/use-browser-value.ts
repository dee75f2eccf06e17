import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (the query string, the clock, session storage). Server rendering and
 * hydration use `serverValue`; the browser's value follows right after, without a hydration mismatch.
 * `read` must return the same primitive while nothing changed.
 */
export function useBrowserValue<T extends string | number | boolean | null | undefined>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}
