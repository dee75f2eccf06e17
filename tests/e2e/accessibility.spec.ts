import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, missingPage, test } from "./support/fixtures";
import { CHECKOUT, Checkout } from "./support/checkout";
import { addToCart, declineOptionalCookies, LANGUAGES, openQuickSearchAt } from "./support/shop";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** What axe-core finds serious or critical on the page, once nothing on it is still animating. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog fading in has, for a moment, text of too low a contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** Bouncer Bliss added to the cart from its page, the optional cookies declined: the drawer shows it. */
async function addBouncerToCart(page: Page): Promise<void> {
  await page.goto("/products/bouncer-bliss/");
  await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
  await addToCart(page, LANGUAGES["nl-NL"]);
}

/** Each template, and what shows once its content is complete (the search page's results come later). */
const TEMPLATES: Record<string, { path: string; shows: (page: Page) => Locator }> = {
  home: { path: "/", shows: heading },
  category: { path: "/categories/kitchen/", shows: heading },
  product: { path: "/products/bouncer-bliss/", shows: heading },
  bundle: { path: "/bundles/carrier-starter-set/", shows: heading },
  guide: { path: "/guides/babywearing-guide/", shows: heading },
  stores: { path: "/stores/", shows: heading },
  "order confirmation": { path: "/order-confirmation/", shows: heading },
  search: {
    path: "/search/?q=draagzak",
    shows: (page) =>
      page
        .getByRole("region", { name: /resultaten?$/ })
        .getByRole("listitem")
        .first(),
  },
  "404": { path: "/bestaat-niet/", shows: heading },
  "500": { path: "/500/", shows: heading },
};

/** Templates checked with something in the cart, so that the full page is checked, and what shows then. */
const WITH_CART: Record<string, { path: string; shows: (page: Page) => Locator }> = {
  cart: {
    path: "/cart/",
    shows: (page) => page.getByRole("main").getByRole("heading", { name: "Wipstoel Bliss" }),
  },
  // Enabled once the page has read the cart.
  checkout: { path: "/checkout/", shows: (page) => page.locator("form button[type=submit]:enabled") },
};

for (const [name, { path, shows }] of Object.entries(TEMPLATES)) {
  // The 404 page is shown for a page the site does not have.
  const expected = name === "404" ? [missingPage(path)] : [];

  test(`${name} has no serious or critical accessibility violation`, async ({ page, problems }) => {
    problems.expect(...expected);
    await page.goto(path);
    await expect(shows(page)).toBeVisible();
    // A first visit shows the consent dialog, the last thing the page loads: check the page with it.
    await expect(page.getByRole("dialog", { name: "Cookies bij Babyshop" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const [name, { path, shows }] of Object.entries(WITH_CART)) {
  test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
    await addBouncerToCart(page);
    await page.goto(path);
    await expect(shows(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the added-to-cart drawer and the undo of a removal have no serious or critical accessibility violation", async ({
  page,
}) => {
  await addBouncerToCart(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Bekijk winkelwagen" }).click();
  await page.getByRole("button", { name: /^Verwijder / }).click();
  await expect(page.getByRole("button", { name: "Ongedaan maken" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("quick search, open with results, has no serious or critical accessibility violation", async ({
  page,
}) => {
  const input = await openQuickSearchAt(page, LANGUAGES["nl-NL"]);
  await expect(input).toHaveAccessibleName("Zoek producten en artikelen");
  await input.pressSequentially("draag");
  await expect(page.locator('[role=listbox][data-term="draag"] [role=option]').first()).toBeVisible();
  await input.press("ArrowDown");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the filter sheet, open on a phone with a filter chosen, has no serious or critical accessibility violation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search/?q=wipstoel&o_colour=sand-gray");
  await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
  await expect(page.getByRole("button", { name: "Zandgrijs verwijderen" })).toBeVisible();
  await page.getByRole("button", { name: "Filters (1)" }).click();
  await expect(
    page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: /^Toon \d+ resultaten?$/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("checkout's error summary, review, payment step and confirmation have no serious or critical accessibility violation", async ({
  page,
}) => {
  test.slow(); // four full-page checks in one journey
  const words = CHECKOUT["nl-NL"];
  const checkout = await Checkout.withBouncer(page, "nl-NL");
  await checkout.send();
  await expect(
    page.getByRole("alert").filter({ has: page.getByRole("heading", { name: words.problems }) }),
  ).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await checkout.fillDetails();
  await checkout.send();
  await expect(page.getByRole("heading", { name: words.reviewHeading })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await checkout.placeOrder();
  await expect(page.getByRole("heading", { name: words.payHeading })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await checkout.pay();
  await checkout.confirmedOrder();
  expect(await seriousViolations(page)).toEqual([]);
});
