import * as Sentry from "@sentry/gatsby";
import { buildReportingOptions } from "./reporting-env";
import {
  isAuditRun,
  thrownOnAnotherOrigin,
  TRACING_TIMEOUTS,
  type ReportingOptions,
} from "./reporting-options";
import { shopSettings } from "../runtime-settings/runtime-settings";

export function startConfiguredReporting(): void {
  const options = buildReportingOptions(shopSettings.environment);
  if (options) startReporting(options);
}

/** Loaded on demand once the page is up, so that error reporting never delays the first render. */
export function startReporting(
  options: ReportingOptions,
  transport?: Sentry.BrowserOptions["transport"],
): void {
  Sentry.init({
    ...options,
    ...(transport && { transport }),
    integrations: [Sentry.browserTracingIntegration(TRACING_TIMEOUTS)],
    beforeSend: (event) =>
      isAuditRun(navigator.userAgent) || thrownOnAnotherOrigin(event, window.location.origin) ? null : event,
  });
  if (options.replaysSessionSampleRate > 0 || options.replaysOnErrorSampleRate > 0) {
    void import("./start-replay").then(({ startReplay }) => startReplay());
  }
}
