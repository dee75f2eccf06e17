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

/** Scrolls to the recommendations and waits until every row has answered or given up. */
async function readToRecommendations(page: Page) {
  await page.mouse.wheel(0, 20_000);
  await expect(page.locator("[data-recommendations=settled]")).toBeAttached({ timeout: 30_000 });
}

const searchUnavailable = (page: Page) => page.getByText(/Search is not available/);

for (const [fault, { requests, answer, says }] of Object.entries(FAULTS)) {
  test(`when a recommendation's ${fault}, the product page shows no row and no search error`, async ({
    page,
    context,
    problems,
  }) => {
    test.slow();
    problems.expect(...says);
    await context.route(requests, answer);
    await page.goto("/en-US/products/baby-carrier-one/");
    await declineOptionalCookies(page, texts);
    await readToRecommendations(page);
    await expect(page.getByRole("region", { name: "Similar products" })).toHaveCount(0);
    await expect(searchUnavailable(page)).toHaveCount(0);
    await addToCart(page, texts);
  });

  test(`when a recommendation's ${fault}, the checkout shows no row and no search error`, async ({
    page,
    context,
    problems,
  }) => {
    test.slow();
    problems.expect(...says);
    await context.route(requests, answer);
    await Checkout.withBouncer(page, "en-US");
    await readToRecommendations(page);
    await expect(page.getByRole("region", { name: "Often bought together" })).toHaveCount(0);
    await expect(searchUnavailable(page)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Email" })).toBeEditable();
  });
}
