import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openQuickSearch } from "./support/shop";

test.use({ serviceWorkers: "allow" });

// Every test here makes a chunk fail to load, and the page says so in its console.
test.beforeEach(({ problems }) =>
  problems.expect(
    /^console: Failed to load resource: net::ERR_FAILED /,
    /Loading chunk \d+ failed/,
    /^console: page resources for .* not found\. Not rendering React/,
  ),
);

test("a chunk that fails once reloads the page with reloaded=1, then the page works", async ({ page }) => {
  let failures = 0;
  await page.route(/component---src-templates-home-tsx-.*\.js$/, async (route) => {
    if (failures++ === 0) await route.abort("failed");
    else await route.continue();
  });
  await page.goto("/en-US/?a=1");
  await expect(page).toHaveURL(/[?&]reloaded=1/);
  await expect(page).toHaveURL(/[?&]a=1/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
});

test("a chunk that keeps failing shows the error once, without a reload loop", async ({ page, context }) => {
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  // The errors of the reloaded page, which the first failure's reload leads to.
  const errors: string[] = [];
  page.on("pageerror", (error) => page.url().includes("reloaded=1") && errors.push(error.message));
  // Through the context, so that the service worker, which serves the reload, cannot fetch it either.
  await context.route(/component---src-templates-home-tsx-.*\.js$/, (route) => route.abort("failed"));
  await page.goto("/en-US/");
  await expect(page).toHaveURL(/[?&]reloaded=1/);
  // The reloaded page fails to load the chunk too and raises the error, deciding as it does whether to
  // reload again: once the error is in and the page has loaded, a reload loop would have begun.
  await expect.poll(() => errors).toEqual([expect.stringMatching(/^Loading chunk \d+ failed/)]);
  await page.waitForFunction(() => document.readyState === "complete");
  expect(errors).toHaveLength(1);
  expect(navigations).toEqual([
    expect.stringMatching(/\/en-US\/$/),
    expect.stringMatching(/\/en-US\/\?reloaded=1$/),
  ]);
  // The page as built stays readable.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
});

/**
 * Fails the quick-search chunk (found by what it holds: its file name is a content hash) for the pages
 * `failsFor` picks by their address, whichever of their requests asks first: the page as it loads it,
 * or the offline worker prefetching it.
 */
async function failQuickSearchChunk(
  context: BrowserContext,
  failsFor: (page: URL) => boolean,
): Promise<void> {
  await context.route(/\/\d+-[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const page = new URL((await route.request().headerValue("referer")) ?? "about:blank");
    if (body.includes("data-term") && failsFor(page)) return route.abort("failed");
    return route.fulfill({ response, body });
  });
}

test("a search chunk that fails on the page as loaded reloads it with reloaded=1, then search works", async ({
  page,
  context,
}) => {
  await failQuickSearchChunk(context, (from) => !from.searchParams.has("reloaded"));
  await page.goto("/en-US/");
  await openQuickSearch(page);
  await expect(page).toHaveURL(/[?&]reloaded=1/);
  await (await openQuickSearch(page)).fill("carr");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
});

test("a search chunk that keeps failing says search is unavailable, and the page keeps working", async ({
  page,
  context,
}) => {
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await failQuickSearchChunk(context, () => true);
  await page.goto("/en-US/");
  await openQuickSearch(page);
  await expect(page).toHaveURL(/[?&]reloaded=1/);
  await openQuickSearch(page);
  await expect(
    page.getByRole("alert").filter({ hasText: "Search is not available right now" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
  expect(navigations).toHaveLength(2);
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page).toHaveURL(/\/en-US\/cart\/$/);
});
