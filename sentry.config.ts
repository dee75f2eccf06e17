import { buildReportingOptions } from "./src/errors/reporting-env";

// Runs in every bundle, server rendering included: report from browsers only, and only with a DSN.
const options = typeof window === "undefined" ? null : buildReportingOptions();
if (options) {
  const start = () => void import("./src/errors/start-reporting").then((m) => m.startReporting(options));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
