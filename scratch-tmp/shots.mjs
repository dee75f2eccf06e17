import { chromium } from "@playwright/test";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: "cc_cookie", value: "x", url: "http://localhost:9100" }]);
  for (const p of pages) {
    const page = await context.newPage();
    await page.goto(`http://localhost:9100${p}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(800);
    const name = p.replace(/^\/|\/$/g, "").replace(/[\/?=&]/g, "_") || "home";
    await page.screenshot({ path: `/work/shots/final/${name}-${width}.png`, fullPage: true });
    const sw = await page.evaluate(() => document.scrollingElement.scrollWidth);
    console.log(name, width, "scrollWidth", sw);
    await page.close();
  }
  await context.close();
}
await browser.close();
