import { KlevuStorage } from "./klevu-internal";
import { PENDING_ANALYTICS_KEY } from "./pending-analytics";

type GetItem = typeof KlevuStorage.getItem;
let patched = false;
let hidden = false;

/**
 * The SDK notes each analytics event as pending while it is on its way, and takes the note off when it
 * lands. If the visitor withdraws consent in between, the SDK's consent switch hides the list of
 * notes (and the site erases it), and the landing event logs "No pending requests!" as an error. A
 * missing list reads as an empty one: nothing pending, nothing kept about the visitor.
 */
export function missingPendingListReadsEmpty(): void {
  if (patched) return;
  patched = true;
  const getItem: GetItem = KlevuStorage.getItem;
  KlevuStorage.getItem = (...args: Parameters<GetItem>) =>
    args[0] === PENDING_ANALYTICS_KEY ? (hidden ? "[]" : (getItem(...args) ?? "[]")) : getItem(...args);
}

/**
 * Runs `start` (the SDK's configuration, which replays the pending events itself, events v2 as a form)
 * with the list of pending events reading empty, so that the site replays them instead. Needs
 * `missingPendingListReadsEmpty` first.
 */
export function hidingPendingEvents(start: () => void): void {
  hidden = true;
  try {
    start();
  } finally {
    hidden = false;
  }
}
