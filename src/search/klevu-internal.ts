import { PENDING_ANALYTICS_KEY } from "./pending-analytics";

// Parts of `@klevu/core` 5.2.2 it does not export, through the `klevu-internal` alias (webpack, vitest), so
// they are the SDK's own instances: its consent-aware storage, its v2 event sender (JSON; `KlevuEvents.buy`
// posts a form that flattens nested fields), its marketing-email connector (whose poll never ends by itself).
export { KlevuStorage, StorageType } from "klevu-internal/utils/storage.js";
export { KlevuEventV2 } from "klevu-internal/events/eventRequests.js";
export { Klaviyo } from "klevu-internal/connectors/klaviyo.js";

// Listed as protected so that the SDK's consent switch guards all its keys, not only the session ones; the
// shared settings files (`SHARED_SETTINGS`) are not: they say nothing about the visitor.
export const KLEVU_STORAGE_KEYS = [
  "klevu-user-sessionId",
  "klevu-user-session_expiry",
  "klevu-user-segmentInfo",
  "klevu-last-searches",
  "klevu-last-clicks",
  "klevu-last-clicks-cat",
  PENDING_ANALYTICS_KEY,
  "klevu-moi-session",
] as const;
