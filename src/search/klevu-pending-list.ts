import { KlevuStorage } from "./klevu-internal";
import { PENDING_ANALYTICS_KEY } from "./pending-analytics";

type GetItem = typeof KlevuStorage.getItem;
let patched = false;
let hidden = false;

// On consent withdrawal the SDK hides its pending list mid-flight, and a landing event logs "No pending
// requests!" as an error: a missing list reads as empty.
export function missingPendingListReadsEmpty(): void {
  if (patched) return;
  patched = true;
  const getItem: GetItem = KlevuStorage.getItem;
  KlevuStorage.getItem = (...args: Parameters<GetItem>) =>
    args[0] === PENDING_ANALYTICS_KEY ? (hidden ? "[]" : (getItem(...args) ?? "[]")) : getItem(...args);
}

/** So that the site replays pending events (the SDK posts v2 as a form); needs the function above. */
export function hidingPendingEvents(start: () => void): void {
  hidden = true;
  try {
    start();
  } finally {
    hidden = false;
  }
}
