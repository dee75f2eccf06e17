import { PENDING_ANALYTICS_KEY } from "./pending-analytics";

/**
 * Three parts of `@klevu/core` 5.2.2 that it uses itself but does not export. The `klevu-internal`
 * alias (webpack and vitest) points at the SDK's own modules, so these are the instances the SDK uses:
 * - its consent-aware storage, which every `klevu-` key goes through;
 * - its v2 event sender, which posts JSON and keeps the request pending across a reload until it is
 *   sent (`KlevuEvents.buy` posts form data instead, which flattens the order's nested fields);
 * - its marketing-email connector, whose exchange-id poll it never ends by itself.
 */
export { KlevuStorage, StorageType } from "klevu-internal/utils/storage.js";
export { KlevuEventV2 } from "klevu-internal/events/eventRequests.js";
export { Klaviyo } from "klevu-internal/connectors/klaviyo.js";

/**
 * Every key the SDK keeps in the browser. The SDK guards only its session keys by consent; listing the
 * others as protected makes its own switch guard recent searches, clicks and pending analytics too.
 * The cached settings files (`SHARED_SETTINGS` in erase-search-data.ts) are not among them: they say nothing about the
 * visitor, so every visitor keeps them for their day instead of fetching them on every page.
 */
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
