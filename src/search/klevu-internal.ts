import { PENDING_ANALYTICS_KEY } from "./pending-analytics";

/**
 * Two parts of `@klevu/core` 5.2.2 that it uses itself but does not export. The `klevu-internal` alias
 * (webpack and vitest) points at the SDK's own modules, so these are the instances the SDK uses:
 * - its consent-aware storage, which every `klevu-` key goes through;
 * - its v2 event sender, which posts JSON and keeps the request pending across a reload until it is
 *   sent (`KlevuEvents.buy` posts form data instead, which flattens the order's nested fields).
 */
export { KlevuStorage } from "klevu-internal/utils/storage.js";
export { KlevuEventV2 } from "klevu-internal/events/eventRequests.js";

/**
 * Every key the SDK keeps in the browser. The SDK guards only its session keys by consent; listing the
 * others as protected makes its own switch guard recent searches, clicks, pending analytics and the
 * cached merchandising settings too.
 */
export const KLEVU_STORAGE_KEYS = [
  "klevu-user-sessionId",
  "klevu-user-session_expiry",
  "klevu-user-segmentInfo",
  "klevu-last-searches",
  "klevu-last-clicks",
  "klevu-last-clicks-cat",
  PENDING_ANALYTICS_KEY,
  "klevu-kmc-data",
  "klevu-kmc-data-ts",
  "klevu-moi-session",
] as const;
