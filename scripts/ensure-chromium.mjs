// End-to-end tests drive Debian's Chromium headless shell. Install it when neither it nor a Playwright
// browser exists. Runs before the packages are installed too (CI starts it beside `npm ci`).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const DEBIAN_HEADLESS_CHROMIUM = "/usr/bin/chromium-headless-shell";

const playwrightBrowser = async () => {
  try {
    const { chromium } = await import("@playwright/test");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
};

if (!existsSync(DEBIAN_HEADLESS_CHROMIUM) && !(await playwrightBrowser())) {
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
