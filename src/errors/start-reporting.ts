import * as Sentry from "@sentry/gatsby";
import { buildReportingOptions } from "./reporting-env";
import { isAuditRun, isOpaqueCrossOriginError, type ReportingOptions } from "./reporting-options";

/** Starts error reporting with this build's options (none without a DSN). */
export function startConfiguredReporting(): void {
  const options = buildReportingOptions();
  if (options) startReporting(options);
}

/** Loaded on demand once the page is up, so that error reporting never delays the first render. */
function startReporting(options: ReportingOptions): void {
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
