import { expect, open, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES, openQuickSearch } from "./support/shop";

test("the Dutch home page is served at / in Dutch, without errors", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dicht bij je baby, vanaf dag één");
  await expect(page).toHaveTitle(/Babyshop/);
  // The page has started once the consent dialog, the last thing it loads, shows.
  await expect(page.getByRole("dialog", { name: "Cookies bij Babyshop" })).toBeVisible();
});

test("the language switcher keeps the visitor on the same page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "EN", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
  // Kept by the switcher's click, or, for a click before the page had hydrated (a plain link then), by
  // the English page as it starts: either way once its code has run.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("gatsby-i18next-language"))).toBe("en-US");
});

test("opening search closes the navigation, and the notice bar can be dismissed", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await open(page.getByRole("button", { name: /^Menu (openen|sluiten)$/ }));
  await expect(page.getByRole("navigation", { name: "Hoofdnavigatie" })).toBeVisible();
  await open(page.getByRole("button", { name: "Draagzakken" }));
  await expect(
    page.getByRole("navigation", { name: "Hoofdnavigatie" }).getByRole("link", { name: "Alle draagzakken" }),
  ).toBeVisible();
  await open(page.getByRole("button", { name: /^Zoeken( sluiten)?$/ }));
  await expect(page.getByRole("combobox", { name: "Zoek producten en artikelen" })).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Hoofdnavigatie" })).toBeHidden();
  await page.getByRole("button", { name: "Melding sluiten" }).click();
  await expect(page.getByText("Gratis verzending vanaf")).toBeHidden();
});

test("the next page opens with search and the navigation closed", async ({ page }) => {
  await page.goto("/en-US/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await openQuickSearch(page);
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page).toHaveURL(/\/en-US\/cart\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("header").getByRole("combobox")).toHaveCount(0);
  await expect(page.locator('header button[aria-controls="site-search"]')).toHaveAttribute(
    "aria-expanded",
    "false",
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page.getByRole("button", { name: /^(Open|Close) menu$/ }));
  await open(page.getByRole("button", { name: "Carriers" }));
  await page.locator("header").getByRole("link", { name: "Babyshop, go to the home page" }).click();
  await expect(page).toHaveURL(/\/en-US\/$/);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
});
