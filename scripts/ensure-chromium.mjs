// End-to-end tests drive Debian's Chromium headless shell. Install it when neither it nor a Playwright
// browser exists.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_HEADLESS_CHROMIUM = "/usr/bin/chromium-headless-shell";

const playwrightBrowser = () => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
};

if (!existsSync(DEBIAN_HEADLESS_CHROMIUM) && !playwrightBrowser()) {
  if (process.getuid?.() !== 0) {
    console.error(
      `No browser for the end-to-end tests: install Chromium (sudo apt-get install -y chromium-headless-shell).`,
    );
    process.exit(1);
  }
  console.log("Installing Chromium's headless shell for the end-to-end tests…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell",
    { stdio: "inherit" },
  );
}
