import { existsSync } from "node:fs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's build of Chromium's headless shell, which Playwright also prefers for headless runs: the same
 * engine without the desktop browser around it, it loads a page with about 40 % less CPU.
 */
export const DEBIAN_HEADLESS_CHROMIUM = "/usr/bin/chromium-headless-shell";

/** Else undefined for Playwright's own (a developer's laptop). */
export const chromiumPath = (): string | undefined =>
  existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

/** For the end-to-end tests: the headless shell, else Chromium as `chromiumPath` finds it. */
export const headlessChromiumPath = (): string | undefined =>
  existsSync(DEBIAN_HEADLESS_CHROMIUM) ? DEBIAN_HEADLESS_CHROMIUM : chromiumPath();

/** Without these, Chromium tries to reach Google's services, which this network refuses. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
