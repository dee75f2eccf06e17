export function reportError(error: unknown): void {
  if (!process.env.GATSBY_SENTRY_DSN) return;
  void import("@sentry/gatsby").then((Sentry) => Sentry.captureException(error));
}
