import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SEARCH_URL } from "./support/ports";
import { declineOptionalCookies, LANGUAGES, resultCount } from "./support/shop";

// Filters on a phone: a sheet over the results, chips for what is active, and the page stays put.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test("on a phone, filters open in a sheet whose button shows the live count, and chips remove them", async ({
  page,
}) => {
  await page.goto("/en-US/search/?q=bouncer");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(2);

  const toggle = page.getByRole("button", { name: "Filters", exact: true });
  await toggle.click();
  await page.getByRole("checkbox", { name: /^Sand gray/ }).click();
  await expect(page).toHaveURL(/[?&]o_colour=sand-gray(&|$)/);
  // One colour is one filter: the price range, narrowed to sand gray's prices, is no filter until moved.
  const price = page.getByRole("group", { name: "Price" }).getByRole("paragraph");
  await expect(price).toHaveText(/199\.95.*229\.95/);
  await expect(page).not.toHaveURL(/[?&]s_(klevu_)?price=/);

  // The filters are a modal sheet, with the live count on its closing button.
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet.getByRole("button", { name: "Show 2 results" })).toBeVisible();
  // Modal: the focus is in the sheet, and the page behind it is out of reach.
  expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.matches(":modal"))).toBe(true);

  // Escape closes the sheet and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  const counted = page.getByRole("button", { name: "Filters (1)" });
  await expect(counted).toBeFocused();
  await expect.poll(() => resultCount(page)).toBe(2);

  // A chip removes its filter in one tap.
  await page.getByRole("button", { name: "Remove Sand gray" }).click();
  await expect(page).not.toHaveURL(/o_colour/);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(2);
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();

  // "Show N results" closes the sheet.
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await sheet.getByRole("checkbox", { name: /^Black/ }).click();
  await expect(page).toHaveURL(/[?&]o_colour=black(&|$)/);
  // The count is the new filters': while the service counts, the button shows none.
  const show = sheet.getByRole("button", { name: /^Show (\d+ )?results?$/ });
  await expect(show).toHaveText(/^Show \d+ results?$/);
  const shown = Number((await show.textContent())?.match(/\d+/)?.[0]);
  await show.click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => resultCount(page)).toBe(shown);
});

test("a combination without results says so and offers each filter's removal, with the options kept", async ({
  page,
}) => {
  // A shared link: sand gray bouncers cost more than 150.
  await page.goto("/en-US/search/?q=bouncer&o_colour=sand-gray&s_klevu_price=100-150");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await expect(page.getByRole("heading", { name: "No products match these filters" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Sand gray" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove .*100.*150/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear all" }).first()).toBeVisible();

  // The sheet keeps the names and the other colours, with their counts.
  await page.getByRole("button", { name: "Filters (2)" }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet.getByRole("checkbox", { name: /^Sand gray \(0\)$/ })).toBeChecked();
  await expect(sheet.getByText("sand-gray")).toHaveCount(0);
  await expect(sheet.getByRole("checkbox", { name: /^Black \(\d+\)$/ })).toBeVisible();
  await expect(sheet.getByRole("checkbox", { name: /^Dark gray \(1\)$/ })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Remove Sand gray" }).click();
  await expect(page).not.toHaveURL(/o_colour/);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
});

test("on a phone, a category page keeps its place when the sort or a filter changes", async ({ page }) => {
  await page.goto("/en-US/categories/bouncers/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await page.mouse.wheel(0, 200);
  const merchandised = page.locator("[data-merchandised]");
  await expect(merchandised).toBeVisible();
  const sort = merchandised.getByRole("combobox", { name: "Sort" });
  await sort.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(100);

  const first = merchandised
    .getByRole("region", { name: "Products in this category" })
    .getByRole("listitem")
    .first();
  const firstBefore = await first.textContent();
  await sort.selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(first).not.toHaveText(firstBefore ?? "");
  expect(await scrollY(page)).toBe(before);

  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Filters" })
    .getByRole("checkbox", { name: /^Black/ })
    .click();
  await page.getByRole("button", { name: /^Show \d+ results?$/ }).click();
  await expect(page).toHaveURL(/o_colour=black/);
  await expect(page.getByRole("button", { name: "Remove Black" })).toBeVisible();
  expect(await scrollY(page)).toBe(before);
});

test("while merchandising loads, the built list stays as it is: a product tapped then opens", async ({
  page,
  context,
}) => {
  // The search service answers late, as on a slow network: merchandising starts but has nothing to show.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await context.route(`${SEARCH_URL}/cs/v2/search`, async (route) => {
    await answered;
    await route.continue().catch(() => undefined);
  });
  await page.goto("/en-US/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  // Having used the site already, the visitor's next category page starts merchandising at once.
  const merchandising = page.waitForRequest(
    (request) => request.url().startsWith(SEARCH_URL) && /CATNAV/.test(request.postData() ?? ""),
  );
  await page.getByRole("main").getByRole("link", { name: "Baby carriers", exact: true }).click();
  const built = page.getByRole("region", { name: "Products in this category" });
  const product = built.getByRole("link", { name: "Baby Carrier One", exact: true });
  await expect(product).toBeVisible();
  const tapped = await product.elementHandle();
  // Merchandising's code is there and waiting for the service: the built link is still the same element.
  await merchandising;
  expect(await tapped?.evaluate((link) => link.isConnected)).toBe(true);
  await tapped?.tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baby Carrier One");
  answer();
});
