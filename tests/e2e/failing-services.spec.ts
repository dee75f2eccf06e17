import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { REPORTING_PORT, SEARCH_URL } from "./support/ports";
import {
  declineOptionalCookies,
  LANGUAGES,
  openQuickSearch,
  searchResults,
  shopToCart,
} from "./support/shop";

const texts = LANGUAGES["en-US"];
test.use({ locale: "en-US" });

/** What the browser says about the requests a test makes fail: for `problems.expect`. */
const failedRequestsTo = (url: string) => [
  new RegExp(`^HTTP 5\\d\\d: ${url}`),
  new RegExp(`^console: Failed to load resource: net::ERR_\\w+ ${url}`),
];

const SEARCH_SERVICE = `${SEARCH_URL}/**`;
const UNAVAILABLE = "Search is not available right now";

const unavailable = (page: Page, where: "header" | "main") =>
  page.locator(where).getByRole("alert").filter({ hasText: UNAVAILABLE });

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  "is down": (route) => route.abort("connectionrefused"),
  "answers 500": (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
  "answers malformed JSON": (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"meta":{"responseCode":2' }),
};

for (const [fault, answer] of Object.entries(FAULTS)) {
  test(`when the search service ${fault}, search says so with a retry and the shop still works`, async ({
    page,
    context,
    problems,
  }) => {
    test.slow();
    problems.expect(...failedRequestsTo(`${SEARCH_URL}/`));
    // Searches the page has had its answer to.
    let searches = 0;
    await context.route(SEARCH_SERVICE, async (route) => {
      await answer(route);
      if (new URL(route.request().url()).pathname === "/cs/v2/search") searches += 1;
    });
    await page.goto("/en-US/");
    await declineOptionalCookies(page, texts);

    // The category page keeps its built list once merchandising has tried, retried three times and failed.
    await page.getByRole("main").getByRole("link", { name: texts.carriers, exact: true }).click();
    await expect.poll(() => searches, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("link", { name: texts.product, exact: true })).toBeVisible();
    await expect(page.locator("[data-merchandised]")).toHaveCount(0);
    await shopToCart(page, texts);

    // The search page and quick search, failing side by side.
    await page.goto("/en-US/search/?q=bouncer");
    await (await openQuickSearch(page)).fill("carrier");
    await expect(unavailable(page, "header")).toBeVisible({ timeout: 30_000 });
    await expect(unavailable(page, "main")).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Escape");

    // Once the service is back, the retry finds what the visitor looked for.
    await context.unroute(SEARCH_SERVICE);
    await unavailable(page, "main").getByRole("button", { name: "Try again" }).click();
    await expect(searchResults(page).first()).toBeVisible();
  });
}

test("when the search service is slower than its timeout, search gives up and says so", async ({
  page,
  context,
}) => {
  // Four attempts of 8 s each, with backoff in between: this test waits them out in real time.
  test.setTimeout(120_000);
  // Answered long after the browser has stopped waiting.
  await context.route(SEARCH_SERVICE, () => new Promise<void>(() => undefined));
  await page.goto("/en-US/search/?q=bouncer");
  await declineOptionalCookies(page, texts);
  await (await openQuickSearch(page)).fill("carrier");
  await expect(unavailable(page, "header")).toBeVisible({ timeout: 60_000 });
  await expect(unavailable(page, "main")).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("Escape");
  await shopToCart(page, texts);
});

test("when error reporting is down, pages work and nothing is left uncaught but the error itself", async ({
  page,
  context,
  problems,
}) => {
  problems.expect(
    ...failedRequestsTo(`http://127.0.0.1:${REPORTING_PORT}/`),
    /^uncaught: checkout total is not a number/,
  );
  let reports = 0;
  await context.route(`http://127.0.0.1:${REPORTING_PORT}/**`, (route) => {
    reports += 1;
    return route.abort("connectionrefused");
  });
  await page.goto("/en-US/");
  await declineOptionalCookies(page, texts);
  // The reporting code loads after the page: throw until it has tried to send.
  await expect
    .poll(
      async () => {
        await page.evaluate(() =>
          setTimeout(() => {
            throw new Error("checkout total is not a number");
          }),
        );
        return reports;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  await shopToCart(page, texts);
});

test.describe("page data during a client-side navigation", () => {
  test("answering 500 shows the 500 page", async ({ page, context, problems }) => {
    // The cart's page loads in full, and without its data the 500 page replaces its HTML as it hydrates:
    // React says the HTML differs from what it renders.
    problems.expect(...failedRequestsTo(".*/page-data/"), /^uncaught: Minified React error #4(18|2[235])\b/);
    await page.goto("/en-US/");
    await declineOptionalCookies(page, texts);
    // Every page's data fails but the 500 page's own, which it needs to show.
    await context.route(
      (url) => url.pathname.startsWith("/page-data/") && !url.pathname.startsWith("/page-data/500.html/"),
      (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await page.getByRole("link", { name: "Cart" }).click();
    await expect(page).toHaveURL(/\/en-US\/cart\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Something went wrong|Er ging iets mis/);
    await expect(page.getByRole("button", { name: /Try again|Opnieuw proberen/ })).toBeVisible();
  });

  test("that cannot be fetched leads to a full page load of the target, which shows", async ({
    page,
    context,
    problems,
  }) => {
    problems.expect(...failedRequestsTo(".*/page-data/"));
    await page.goto("/en-US/");
    await declineOptionalCookies(page, texts);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    // The connection fails until the browser loads the page in full; that load finds its data.
    let fullLoad = false;
    page.on("request", (request) => (fullLoad ||= request.isNavigationRequest()));
    await context.route("**/page-data/**", (route) =>
      fullLoad ? route.fallback() : route.abort("connectionreset"),
    );
    await page.getByRole("link", { name: "Cart" }).click();
    await expect(page).toHaveURL(/\/en-US\/cart\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
    // The page works: what only its code shows is there.
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();
  });
});
