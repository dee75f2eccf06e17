/** Where the search SDK keeps analytics requests not yet sent (session storage). */
export const PENDING_ANALYTICS_KEY = "klevu-pending-analytics";

/**
 * Whether analytics requests are waiting from an earlier page (a reload or navigation cut them off):
 * then the search code starts at once, and replays them.
 */
export function hasPendingAnalytics(read: () => string | null): boolean {
  try {
    const pending: unknown = JSON.parse(read() ?? "[]");
    return Array.isArray(pending) && pending.length > 0;
  } catch {
    return false;
  }
}
