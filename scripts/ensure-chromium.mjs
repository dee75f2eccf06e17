// End-to-end tests drive Debian's Chromium. Install it when neither it nor a Playwright browser exists.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

const playwrightBrowser = () => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
};

if (!existsSync(DEBIAN_CHROMIUM) && !playwrightBrowser()) {
  if (process.getuid?.() !== 0) {
    console.error(
      `No browser for the end-to-end tests: install Chromium (sudo apt-get install -y chromium).`,
    );
    process.exit(1);
  }
  console.log("Installing Chromium for the end-to-end tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
