import type { Page } from "@playwright/test";
import { buyBouncer } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { LANGUAGES } from "./support/shop";

// What a visitor came to read paints from the HTML alone: the page's own scripts are asked for after
// its first paint, so that none of them competes with it, and the page then starts as before.
const PAGES = ["/", "/categories/baby-carriers/", "/products/baby-carrier-one/", "/en-US/checkout/"];

for (const path of PAGES) {
  test(`${path} paints before it asks for its own scripts, then starts`, async ({ page }) => {
    await page.goto(path);
    // The page has started once the consent dialog, the last thing it loads, shows.
    await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible();
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(scripts.map((script) => script.name)).toContainEqual(expect.stringMatching(/^\/app-/));
    expect(scripts.filter((script) => script.start < firstPaint)).toEqual([]);
  });
}

test.describe("the order confirmation's heading, from the HTML alone", () => {
  // Its scripts never arrive: what shows is the server's page and its inline step. The worker would
  // answer for them from its cache.
  test.use({ serviceWorkers: "block" });
  const withoutScripts = (page: Page) => page.route(/\.js$/, (route) => route.abort());

  test.beforeEach(({ problems }) =>
    problems.expect(/^console: Failed to load resource: net::ERR_FAILED \S+\.js$/),
  );

  test("says there is no order in a tab that has none", async ({ page }) => {
    await withoutScripts(page);
    await page.goto("/en-US/order-confirmation/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No order to show");
    await expect(page.getByRole("main").getByRole("link", { name: "Continue shopping" })).toBeVisible();
  });

  test("thanks for the order the tab has just paid", async ({ page }) => {
    await buyBouncer(page, "nl-NL");
    await withoutScripts(page);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LANGUAGES["nl-NL"].thanks);
  });
});
