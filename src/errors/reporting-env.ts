import { reportingOptions } from "./reporting-options";

export const buildReportingOptions = (environment: string) =>
  reportingOptions({
    dsn: process.env.GATSBY_SENTRY_DSN,
    environment,
    release: process.env.GATSBY_RELEASE,
    sampleRate: process.env.GATSBY_SENTRY_SAMPLE_RATE,
    tracesSampleRate: process.env.GATSBY_SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: process.env.GATSBY_SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: process.env.GATSBY_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  });
