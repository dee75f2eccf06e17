import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { Checkout } from "./support/checkout";
import { SEARCH_URL } from "./support/ports";
import { addToCart, declineOptionalCookies, LANGUAGES } from "./support/shop";

// A recommendation that cannot load leaves no trace on a page that is not about search: no row, no word
// of search being unavailable. The rest of the page works as before.

const texts = LANGUAGES["en-US"];
test.use({ locale: "en-US" });

const FAULTS: Record<string, { requests: string; answer: (route: Route) => Promise<void>; says: RegExp[] }> =
  {
    "its key is unknown to the service": {
      requests: `${SEARCH_URL}/recommendations/**`,
      answer: (route) => route.fulfill({ status: 404, contentType: "application/json", body: "{}" }),
      says: [new RegExp(`^HTTP 404: ${SEARCH_URL}/recommendations/`)],
    },
    "the service is down": {
      requests: `${SEARCH_URL}/**`,
      answer: (route) => route.abort("connectionrefused"),
      says: [new RegExp(`^console: Failed to load resource: net::ERR_CONNECTION_REFUSED ${SEARCH_URL}/`)],
    },
    "its settings come without a configuration": {
      requests: `${SEARCH_URL}/recommendations/**`,
      answer: (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: '{"metadata":{}}' }),
      says: [],
    },
  };

/**
 * Each page with recommendations that is not about search: how a shopper gets there, one of its rows,
 * and the page's own part at work.
 */
const PAGES: Record<
  string,
  { open: (page: Page) => Promise<unknown>; row: string; works: (page: Page) => Promise<unknown> }
> = {
  "the product page": {
    open: async (page) => {
      await page.goto("/en-US/products/baby-carrier-one/");
      await declineOptionalCookies(page, texts);
    },
    row: "Similar products",
    works: (page) => addToCart(page, texts),
  },
  "the checkout": {
    open: (page) => Checkout.withBouncer(page, "en-US"),
    row: "Often bought together",
    works: (page) => expect(page.getByRole("textbox", { name: "Email" })).toBeEditable(),
  },
};

for (const [fault, { requests, answer, says }] of Object.entries(FAULTS))
  for (const [where, { open, row, works }] of Object.entries(PAGES))
    test(`when a recommendation's ${fault}, ${where} shows no row and no search error, and works`, async ({
      page,
      context,
      problems,
    }) => {
      test.slow();
      problems.expect(...says);
      await context.route(requests, answer);
      await open(page);
      await page.mouse.wheel(0, 20_000);
      // Every row has answered or given up.
      await expect(page.locator("[data-recommendations=settled]")).toBeAttached({ timeout: 30_000 });
      await expect(page.getByRole("region", { name: row })).toHaveCount(0);
      await expect(page.getByText(/Search is not available/)).toHaveCount(0);
      await works(page);
    });
