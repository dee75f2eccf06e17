/**
 * JavaScript a page loads on first load, measured in Chromium against the served build: every
 * same-origin script fetched before the window's load event, gzipped at level 9. Scripts the page
 * asks for later, on demand (the consent banner once the browser is idle, search when it opens),
 * are not first load.
 * Usage: `npm run build && npm run serve` in one shell, then
 * `npx tsx bench/first-load.ts [base-url] [page …]`.
 */
import { gzipSync } from "node:zlib";
import { launchChromium } from "./support/chromium";

export async function firstLoadJs(base: string, pages: string[]): Promise<Map<string, number>> {
  const browser = await launchChromium();
  const result = new Map<string, number>();
  try {
    for (const page of pages) {
      // A fresh context per page: nothing cached, no service worker yet.
      const context = await browser.newContext({ locale: "nl-NL", serviceWorkers: "block" });
      const tab = await context.newPage();
      const bodies: Promise<number>[] = [];
      tab.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === new URL(base).origin && url.pathname.endsWith(".js")) {
          bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
        }
      });
      await tab.goto(new URL(page, base).toString(), { waitUntil: "networkidle" });
      result.set(
        page,
        (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

if (require.main === module) {
  const [base = "http://localhost:9000", ...pages] = process.argv.slice(2);
  void firstLoadJs(base, pages.length ? pages : ["/", "/en-US/"]).then((sizes) => {
    for (const [page, bytes] of sizes)
      console.log(`${page.padEnd(24)} ${(bytes / 1024).toFixed(1)} KB gzipped JS`);
  });
}
