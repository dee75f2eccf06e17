import { expect, missingPage, test } from "./support/fixtures";

test("an unknown path answers 404 with the translated 404 page", async ({ page, problems }) => {
  problems.expect(missingPage("/bestaat-niet/"));
  const response = await page.goto("/bestaat-niet/");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  await expect(page.getByRole("link", { name: "Naar de startpagina", exact: true })).toBeVisible();
});

test("the English 404 page exists", async ({ page }) => {
  await page.goto("/en-US/404/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("the 500 page is translated", async ({ page }) => {
  await page.goto("/500/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Er ging iets mis");
  await page.goto("/en-US/500/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
});

test("the 404 page offers a search of the shop and the categories", async ({ page, problems }) => {
  problems.expect(missingPage("/bestaat-niet/"));
  await page.goto("/bestaat-niet/");
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: "Zoek in de winkel" }).fill("wipstoel");
  await main.getByRole("button", { name: "Zoeken", exact: true }).click();
  await expect(page).toHaveURL("/search/?q=wipstoel");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("wipstoel");

  await page.goto("/bestaat-niet/");
  const categories = main.getByRole("navigation", { name: "Of kijk in een categorie" });
  await expect(categories.getByRole("link")).toHaveCount(9);
  await categories.getByRole("link", { name: "Alle wipstoelen" }).click();
  await expect(page).toHaveURL("/categories/bouncers/");
});

test("the English 404 page searches and browses in English", async ({ page }) => {
  await page.goto("/en-US/404/");
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: "Search the shop" }).fill("crib");
  await main.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/en-US/search/?q=crib");
  await page.goto("/en-US/404/");
  await expect(
    main
      .getByRole("navigation", { name: "Or browse a category" })
      .getByRole("link", { name: "Cribs", exact: true }),
  ).toHaveAttribute("href", "/en-US/categories/cribs/");
});
