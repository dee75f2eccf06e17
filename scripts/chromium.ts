import { existsSync } from "node:fs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Else undefined for Playwright's own (a developer's laptop). */
export const chromiumPath = (): string | undefined =>
  existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

/** Without these, Chromium tries to reach Google's services, which this network refuses. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
