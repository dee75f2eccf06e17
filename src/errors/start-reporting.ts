import * as Sentry from "@sentry/gatsby";
import { isAuditRun, isOpaqueCrossOriginError, type ReportingOptions } from "./reporting-options";

/** Loaded on demand once the page is up, so that error reporting never delays the first render. */
export function startReporting(options: ReportingOptions): void {
  const integrations = [
    Sentry.browserTracingIntegration({ idleTimeout: 1000, finalTimeout: 30000, childSpanTimeout: 15000 }),
  ];
  Sentry.init({
    ...options,
    integrations,
    beforeSend: (event) =>
      isAuditRun(navigator.userAgent) || isOpaqueCrossOriginError(event) ? null : event,
  });
  if (options.replaysSessionSampleRate > 0 || options.replaysOnErrorSampleRate > 0) {
    void import("./start-replay").then(({ startReplay }) => startReplay());
  }
}
