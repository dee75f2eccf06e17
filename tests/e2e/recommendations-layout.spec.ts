import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

declare global {
  interface Window {
    layoutShift: { score: number; shifts: string[] };
  }
}

/** Every layout shift the visitor did not cause by a tap or a key, summed, with what moved. */
function recordLayoutShift(page: Page) {
  return page.addInitScript(() => {
    window.layoutShift = { score: 0, shifts: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShift.score += entry.value;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName} ${node.className}`.trim() : String(node?.nodeName),
        );
        window.layoutShift.shifts.push(`${entry.value.toFixed(3)}: ${moved.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The next frame, after the layout shifts of this one have been reported. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * A reader's glance at each screen before scrolling on (a brisk reader: about four screens a second).
 * The pace is what the test is about, not a wait for the page: it runs in the page, beside its timers.
 */
const glance = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));

/**
 * Scrolls as a reader does, a screen at a time, to the bottom of the page; there the reader stays
 * until the recommendations have all answered.
 */
async function readToTheEnd(page: Page) {
  const atEnd = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
  for (let step = 0; step < 60 && !(await atEnd()); step++) {
    await page.mouse.wheel(0, 600);
    await glance(page);
  }
  await expect(page.locator("[data-recommendations=settled]")).toBeAttached();
  await page.mouse.wheel(0, 5000);
  await nextFrame(page);
  await nextFrame(page);
}

/** Each page, and how many recommendation rows it has with products it does not show itself. */
const PAGES = {
  home: { path: "/", rows: 1 },
  // Every bouncer is in the list above: "Popular in this category" has nothing new to show.
  category: { path: "/categories/bouncers/", rows: 0 },
  product: { path: "/products/baby-carrier-one/", rows: 1 },
};

for (const width of [360, 390]) {
  for (const [name, { path }] of Object.entries(PAGES)) {
    test(`the ${name} page keeps still while its recommendations arrive (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await recordLayoutShift(page);
      await page.goto(path);
      await page.waitForLoadState("load");
      await readToTheEnd(page);
      const shift = await page.evaluate(() => window.layoutShift);
      expect(shift.score, shift.shifts.join("\n")).toBeLessThan(0.1);
    });
  }
}

/** The product pages a page's product cards link to, in order, one per card. */
const productLinks = (page: Page) =>
  page
    .locator("main li a[href*='/products/']")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

for (const [name, { path, rows }] of Object.entries(PAGES)) {
  test(`the ${name} page shows each product once, recommendations included`, async ({ page }) => {
    await page.goto(path);
    await readToTheEnd(page);
    expect(await page.locator("[data-recommendation]").count()).toBeGreaterThanOrEqual(rows);
    const links = await productLinks(page);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link, index) => links.indexOf(link) !== index)).toEqual([]);
    // A product page recommends other products than itself.
    expect(links).not.toContain(path);
  });
}
