import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES, openQuickSearch } from "./support/shop";

/** Quick search on the English home page, the consent banner answered. */
async function quickSearchInEnglish(page: Page) {
  await page.goto("/en-US/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  return openQuickSearch(page);
}

test("quick search and the search page switch to pages and guides, and the page keeps the type in its URL", async ({
  page,
}) => {
  const input = await quickSearchInEnglish(page);
  const header = page.locator("header");
  await header.getByRole("radio", { name: "Pages and guides" }).check();
  await input.pressSequentially("babywearing");
  const listbox = page.getByRole("listbox");
  await expect(
    listbox.getByRole("group", { name: "Pages and guides" }).getByRole("option").first(),
  ).toHaveText("Babywearing for beginners");
  await expect(listbox.getByRole("group", { name: "Products" })).toHaveCount(0);

  // Enter without a chosen option searches: the search page opens on the same type.
  await input.press("Enter");
  await expect(page).toHaveURL(/\/en-US\/search\/\?q=babywearing&type=content$/);
  const found = page.getByRole("region", { name: "Pages and guides found" });
  await expect(found.getByRole("link", { name: /Babywearing for beginners/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Search results" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("main").getByRole("radio", { name: "Pages and guides" })).toBeChecked();
  await expect(found.getByRole("link", { name: /Babywearing for beginners/ })).toBeVisible();

  // Products again: their results, and the URL says so.
  await page.getByRole("main").getByRole("radio", { name: "Products" }).check();
  await expect(page).toHaveURL(/\/en-US\/search\/\?q=babywearing$/);
  await expect(
    page.getByRole("region", { name: "Search results" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expect(found).toHaveCount(0);

  // Back returns to the pages and guides.
  await page.goBack();
  await expect(found.getByRole("link", { name: /Babywearing for beginners/ })).toBeVisible();
});

test("content search lists categories as well as guides, in Dutch too", async ({ page }) => {
  await page.goto("/search/?q=wipstoel&type=content");
  await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
  const found = page.getByRole("region", { name: "Gevonden pagina's en gidsen" });
  await expect(found.getByRole("link", { name: /^Wipstoelen/ })).toHaveAttribute(
    "href",
    "/categories/bouncers/",
  );
  await expect(found.getByRole("link", { name: /^Zo kies je een wipstoel/ })).toHaveAttribute(
    "href",
    "/guides/bouncer-guide/",
  );
  await expect(page.getByRole("radio", { name: "Pagina's en gidsen" })).toBeChecked();
});

test("quick search shows five products and five suggestions, where the service finds more", async ({
  page,
}) => {
  const input = await quickSearchInEnglish(page);
  await input.pressSequentially("baby");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toHaveAttribute("data-term", "baby");
  await expect(listbox.getByRole("group", { name: "Products" }).getByRole("option")).toHaveCount(5);
  await expect(listbox.getByRole("group", { name: "Suggestions" }).getByRole("option")).toHaveCount(5);
  // The search page finds more than five products for the same term.
  await input.press("Enter");
  await expect(page).toHaveURL(/\/en-US\/search\/\?q=baby/);
  await expect(page.getByRole("status").filter({ hasText: /results$/ })).toHaveText(
    /^([6-9]|\d{2,}) results$/,
  );
});

test("quick search lists the categories whose names match", async ({ page }) => {
  const input = await quickSearchInEnglish(page);
  await input.pressSequentially("bouncer");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toHaveAttribute("data-term", "bouncer");
  const bouncers = listbox
    .getByRole("group", { name: "Categories" })
    .getByRole("option", { name: "Bouncers", exact: true });
  await bouncers.click();
  await expect(page).toHaveURL(/\/en-US\/categories\/bouncers\/$/);
});
