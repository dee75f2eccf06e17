import { buildReportingOptions } from "./reporting-env";

/** Sends an error to error reporting when it is configured (the SDK loads on demand). */
export function reportError(error: unknown): void {
  if (!buildReportingOptions()) return;
  void import("@sentry/gatsby").then((Sentry) => Sentry.captureException(error));
}
