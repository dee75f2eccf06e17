import type { BrowserContext, Page, Request, Route } from "@playwright/test";
import { expect, test, type ShopOptions } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { Checkout } from "./support/checkout";
import { payloadOf } from "./support/klevu-stand-ins";
import { REPORTING_PORT, SEARCH_URL } from "./support/ports";
import { addToCart, firstSimilarProduct, LANGUAGES, searchResults } from "./support/shop";

// What the search provider's events, visitor session and IP data do when the shopper's browser keeps
// them from its hosts, or the shopper has not consented: run against both builds, the local service's
// and Klevu's (its hosts routed to the same service, which records the events either way).

// A whole journey as a visitor makes it, with the offline worker: the test reads everything the page logs.
test.use({ serviceWorkers: "allow" });

const EN = LANGUAGES["en-US"];

/** The hosts (or, for the local service, paths) of each provider's calls about the visitor. */
const VISITOR_CALLS: Record<ShopOptions["searchProvider"], { events: RegExp; all: RegExp }> = {
  local: {
    events: new RegExp(`^${SEARCH_URL}/analytics/`),
    all: new RegExp(`^${SEARCH_URL}/(analytics|visitor|ip)/`),
  },
  klevu: {
    events: /^https:\/\/stats\.ksearchnet\.com\//,
    all: /^https:\/\/(stats|visitor\.service|ipv4check|ipv6check)\.ksearchnet\.com\//,
  },
};

/** The browser's own console line for a request it blocked. */
const BLOCKED_LINE = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?/;

/** The most attempts one page makes at an events host that does not answer (patient-line.ts). */
const ATTEMPTS_PER_PAGE = 3;

/**
 * Search, a click on a result, recommendations seen and one of them chosen, then a bouncer bought:
 * every kind of event the site sends. Gives the order's number.
 */
async function searchClickRecommendationAndPurchase(page: Page): Promise<string> {
  await page.goto("/en-US/search/?q=bouncer");
  const result = searchResults(page).first().getByRole("link").first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/en-US\/products\//);
  const recommended = await firstSimilarProduct(page);
  const chosen = (await recommended.getAttribute("href")) ?? "";
  await recommended.click();
  await expect(page).toHaveURL(new RegExp(chosen.replace(/[.?]/g, "\\$&")));
  await page.goto("/en-US/products/bouncer-bliss/");
  await addToCart(page, EN);
  return (await new Checkout(page, "en-US").open()).buy();
}

/** The events of every request to `where` that the host answered with 200, each as it was sent. */
function deliveredEvents(context: BrowserContext, where: RegExp): Record<string, unknown>[] {
  const delivered: Record<string, unknown>[] = [];
  context.on("requestfinished", async (request) => {
    const url = new URL(request.url());
    if (request.method() !== "POST" || !where.test(url.href)) return;
    if ((await request.response())?.status() !== 200) return;
    const payload = await payloadOf({
      method: "POST",
      host: url.hostname,
      path: url.pathname,
      query: url.searchParams,
      body: request.postData() ?? "",
      contentType: (await request.headerValue("content-type")) ?? "",
    });
    delivered.push(...((Array.isArray(payload) ? payload : [payload]) as Record<string, unknown>[]));
  });
  return delivered;
}

/**
 * The events the page keeps as pending, each as the events host would receive it: the fields of a form
 * (events v1) read as text.
 */
async function keptEvents(page: Page): Promise<Record<string, unknown>[]> {
  const pending = JSON.parse(
    await page.evaluate(() => sessionStorage.getItem("klevu-pending-analytics") ?? "[]"),
  ) as { data: Record<string, unknown> | Record<string, unknown>[] }[];
  return pending.flatMap(({ data }) =>
    Array.isArray(data)
      ? data
      : [Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]))],
  );
}

/** The addresses of every request of the context to `where`. */
function requestsTo(context: BrowserContext, where: RegExp): string[] {
  const sent: string[] = [];
  context.on("request", (request: Request) => {
    if (where.test(request.url())) sent.push(request.url());
  });
  return sent;
}

/** Every request of the context to error reporting, answered as its ingest endpoint would. */
async function errorReports(context: BrowserContext): Promise<string[]> {
  const reports: string[] = [];
  await context.route(`http://127.0.0.1:${REPORTING_PORT}/**`, async (route) => {
    reports.push(route.request().postData() ?? "");
    await route.fulfill({ json: {} });
  });
  return reports;
}

test("with the events host blocked, a whole journey logs no error, and its events are sent once the host answers", async ({
  page,
  context,
  problems,
  searchProvider,
}) => {
  test.setTimeout(90_000);
  await standInThirdParties(context);
  const { events } = VISITOR_CALLS[searchProvider];
  const reports = await errorReports(context);
  // What the page itself logs as an error (console.error, with what it logged as arguments), apart from
  // the browser's own line for each request it blocked, which has no arguments and names the request.
  const logged: string[] = [];
  const blockedLines: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const line = `${message.text()} ${message.location().url}`;
    (message.args().length > 0 ? logged : blockedLines).push(line);
  });
  problems.expect(new RegExp(`^console: ${BLOCKED_LINE.source.slice(1)} ${events.source.slice(1)}`));

  const delivered = deliveredEvents(context, events);
  await page.goto("/en-US/");
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeHidden();
  // As an ad blocker does: every request to the events host fails at once. Attempts are counted per page.
  const attempts: number[] = [0];
  page.on("domcontentloaded", () => attempts.push(0));
  const isEvents = (url: URL) => events.test(url.href);
  const blockEvents = async (route: Route) => {
    attempts[attempts.length - 1]! += 1;
    await route.abort("blockedbyclient");
  };
  await context.route(isEvents, blockEvents);

  const order = await searchClickRecommendationAndPurchase(page);
  // Every event of the journey is kept.
  await expect
    .poll(() => keptEvents(page))
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ klevu_term: "bouncer" }),
        expect.objectContaining({ klevu_keywords: "bouncer", klevu_type: "clicked" }),
        expect.objectContaining({ event: "view_recs_list" }),
        expect.objectContaining({ event: "select_recs_list" }),
        expect.objectContaining({
          event: "order_purchase",
          event_data: { items: [expect.objectContaining({ order_id: order, item_id: "bouncer-bliss" })] },
        }),
      ]),
    );
  const kept = await keptEvents(page);
  expect(delivered).toEqual([]);

  expect(logged, "errors the page logged").toEqual([]);
  expect(reports, "error reports").toEqual([]);
  expect(blockedLines.length).toBeGreaterThan(0);
  // Chromium names the reason of a request the test blocks (`.Inspector`); an extension's has none.
  for (const line of blockedLines)
    expect(line).toMatch(new RegExp(`^${BLOCKED_LINE.source.slice(1)} ${events.source.slice(1)}`));
  expect(Math.max(...attempts), "attempts at the blocked host on one page").toBeLessThanOrEqual(
    ATTEMPTS_PER_PAGE,
  );
  // The host answers again; the visitor's next page sends what the earlier ones kept, each event once
  // and as it was first sent (events v2 as JSON; as a form they would read {"0": "[object Object]"}).
  await context.unroute(isEvents, blockEvents);
  await page.goto("/en-US/cart/");
  await expect.poll(() => delivered, { timeout: 20_000 }).toEqual(expect.arrayContaining(kept));
  // The same event may be kept twice (a list viewed again once its answer grew stale): each arrives as
  // often as it was kept.
  const times = (events: readonly unknown[], event: unknown) =>
    events.filter((other) => JSON.stringify(other) === JSON.stringify(event)).length;
  expect(kept.filter((event) => times(delivered, event) !== times(kept, event))).toEqual([]);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("klevu-pending-analytics"))).toBe("[]");
  expect(logged).toEqual([]);
  expect(reports).toEqual([]);
});

test("before the shopper consents, no event, session or IP request leaves the browser", async ({
  page,
  context,
  searchProvider,
}) => {
  test.setTimeout(60_000);
  const { all } = VISITOR_CALLS[searchProvider];
  const sent = requestsTo(context, all);

  await page.goto("/en-US/");
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible();
  await searchClickRecommendationAndPurchase(page);
  // The confirmation page sends what it sends once its own code has run: wait for the browser to be idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

  expect(sent).toEqual([]);
  // The consent banner is still waiting for the shopper's choice.
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible();
  // Nothing about the visitor is kept either: of search's keys, only the shop's cached settings.
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(keys.filter((key) => key.startsWith("klevu-") && !key.startsWith("klevu-kmc-"))).toEqual([]);
});
