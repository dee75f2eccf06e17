import { expect, test } from "./support/fixtures";

// What a visitor came to read paints from the HTML alone: the page's own scripts are asked for after
// its first paint, so that none of them competes with it, and the page then starts as before.
const PAGES = ["/", "/categories/baby-carriers/", "/products/baby-carrier-one/", "/en-US/checkout/"];

for (const path of PAGES) {
  test(`${path} paints before it asks for its own scripts, then starts`, async ({ page, problems }) => {
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
    expect(problems.errors).toEqual([]);
  });
}
