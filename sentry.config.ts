// Runs in every bundle, server rendering included: report from browsers only, and only with a DSN.
// Everything else, the options included, loads on demand once the page is up.
if (typeof window !== "undefined" && process.env.GATSBY_SENTRY_DSN) {
  const start = () =>
    void import("./src/errors/start-reporting").then(({ startConfiguredReporting }) =>
      startConfiguredReporting(),
    );
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
