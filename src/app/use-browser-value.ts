import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/** Server rendering and hydration use `serverValue`, so there is no hydration mismatch. `read` must return
 * the same primitive while nothing changed. */
export function useBrowserValue<T extends string | number | boolean | null | undefined>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}
