export const PENDING_ANALYTICS_KEY = "klevu-pending-analytics";

/** Requests an earlier page left unsent start the search code at once, to replay them. */
export function hasPendingAnalytics(read: () => string | null): boolean {
  try {
    const pending: unknown = JSON.parse(read() ?? "[]");
    return Array.isArray(pending) && pending.length > 0;
  } catch {
    return false;
  }
}
