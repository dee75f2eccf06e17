import { expect, test } from "./support/fixtures";

test("an unknown path answers 404 with the translated 404 page", async ({ page }) => {
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
