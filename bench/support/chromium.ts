import { chromium, type Browser } from "@playwright/test";
import { existsSync } from "node:fs";

/** Debian's Chromium where it exists (CI, this project's machines), else Playwright's own browser. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
