import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// Shared links to a filtered category, opened on a phone: what the address asks for shows at once,
// and stays as it is when the search service takes over the list.

/**
 * What a visitor reads of the list: its count, its sort orders, its filter chips and its cards (in
 * any order: the service's merchandising orders them its own way).
 */
async function listing(page: Page) {
  const list = page.getByRole("region", { name: "Producten in deze categorie" });
  return {
    count: await list.getByRole("status").textContent(),
    sorts: await list
      .getByRole("combobox", { name: /^Sorteren/ })
      .locator("option")
      .allTextContents(),
    chips: await list.getByRole("list", { name: "Actieve filters" }).getByRole("listitem").allTextContents(),
    cards: await list
      .getByRole("listitem")
      .filter({ has: page.locator("a[href*='/products/'] img") })
      .evaluateAll((items) =>
        items.map((item) => ({
          text: item.textContent,
          image: item.querySelector("img")?.getAttribute("src"),
          link: item.querySelector("a")?.getAttribute("href"),
        })),
      )
      .then((cards) => cards.sort((a, b) => String(a.link).localeCompare(String(b.link)))),
  };
}

/** The visitor scrolls: the search service's list takes the built one's place. */
async function startMerchandising(page: Page) {
  await page.mouse.wheel(0, 200);
  await expect(page.locator("[data-merchandised]")).toBeVisible();
}

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test("a shared link without results shows its filters at once and offers the way out", async ({
      page,
    }) => {
      // No bouncer is powder blue or costs less than 50.
      await page.goto("/categories/bouncers/?o_colour=powder-blue&s_price=0-50");
      const chips = page.getByRole("list", { name: "Actieve filters" });
      await expect(chips.getByRole("button", { name: "Poederblauw verwijderen" })).toBeVisible();
      await expect(chips.getByRole("button", { name: /€\s?0,00.*€\s?50,00/ })).toBeVisible();
      await expect(chips.getByRole("button", { name: "Alles wissen" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "Geen producten gevonden met deze filters" }),
      ).toBeVisible();

      await startMerchandising(page);
      await expect(chips.getByRole("button", { name: "Poederblauw verwijderen" })).toBeVisible();
      // The service's filters name the colour as the page does, though no bouncer comes in it.
      await page.getByRole("button", { name: "Filters (2)" }).click();
      const sheet = page.getByRole("dialog", { name: "Filters" });
      await expect(sheet.getByRole("checkbox", { name: /^Poederblauw \(0\)$/ })).toBeChecked();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Filters wissen" }).click();
      await expect(page).not.toHaveURL(/[?&][os]_/);
      await expect(page.getByRole("status").filter({ hasText: /^4 producten$/ })).toBeVisible();
    });

    test("a shared colour link shows the same list before and after the search service takes over, in that colour", async ({
      page,
    }) => {
      await page.goto("/categories/bathroom/?o_colour=powder-blue");
      await expect(page.getByRole("button", { name: "Poederblauw verwijderen" })).toBeVisible();
      const built = await listing(page);
      expect(built.cards.length).toBeGreaterThan(1);
      // Each product in the chosen colour, and its link opens it in that colour.
      for (const card of built.cards) {
        expect(card.image).toMatch(/-powder-blue\.svg$/);
        expect(card.link).toMatch(/\?colour=powder-blue$/);
      }
      await startMerchandising(page);
      expect(await listing(page)).toEqual(built);
    });

    test("an old link's price filter (s_price) still works, and the address names it s_klevu_price", async ({
      page,
    }) => {
      // Links shared before the address used the search service's keys name the price s_price.
      await page.goto("/categories/bouncers/?s_price=0-150");
      await expect(page.getByRole("button", { name: /€\s?0,00.*€\s?150,00/ })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^1 product$/ })).toBeVisible();
      await startMerchandising(page);
      await page
        .locator("[data-merchandised]")
        .getByRole("combobox", { name: /^Sorteren/ })
        .selectOption("price-desc");
      await expect(page).toHaveURL(/[?&]s_klevu_price=0-150(&|$)/);
      await expect(page).not.toHaveURL(/[?&]s_price=/);
      await expect(page.getByRole("status").filter({ hasText: /^1 product$/ })).toBeVisible();
    });
  });
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the first filter ticked stays ticked and applied as the service's list takes over, in stock only too", async ({
    page,
  }) => {
    await page.goto("/en-US/categories/baby-carriers/");
    const list = page.getByRole("region", { name: "Products in this category" });
    const builtCount = await list.getByRole("status").textContent();
    // The first click on the page starts merchandising; it is that click's filter it must keep.
    await page.getByRole("checkbox", { name: /^In stock only/ }).click();
    await expect(page).toHaveURL(/[?&]o_stock=in(&|$)/);
    await expect(page.locator("[data-merchandised]")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^In stock only/ })).toBeChecked();
    await expect(page).toHaveURL(/[?&]o_stock=in(&|$)/);
    // Every carrier is in stock: the service's list counts them all, as the built one did.
    await expect(list.getByRole("status")).toHaveText(builtCount ?? "");
  });
});
