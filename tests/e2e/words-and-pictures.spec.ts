import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

/** The drawing of a product image as the visitor's browser receives it, without its colour and name. */
async function drawing(page: Page, src: string): Promise<string> {
  const response = await page.request.get(src);
  expect(response.ok(), src).toBe(true);
  return (await response.text()).replace(/aria-label="[^"]*"/, "").replace(/#[0-9a-f]{6}/gi, "#colour");
}

/** The images of the cards of a category page. */
const cardImages = (page: Page) =>
  page
    .getByRole("region", { name: /Products in this category|Producten in deze categorie/ })
    .locator("img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute("src") ?? ""));

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("a Dutch category tile breaks a long compound with a hyphen, between its words", async ({ page }) => {
    await page.goto("/");
    await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
    const tile = page.getByRole("main").getByRole("link", { name: /Draagzak.?accessoires/ });
    const lines = await tile.locator("span").evaluate((span) => {
      // The text of each line the name is laid out on, as the visitor reads it.
      const text = span.firstChild as Text;
      const range = document.createRange();
      const byLine = new Map<number, string>();
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        // The hyphen drawn at a break counts as a box of the next letter's range: its own box is last.
        const rect = [...range.getClientRects()].pop();
        if (!rect || rect.width === 0) continue;
        const top = Math.round(rect.top);
        byLine.set(top, (byLine.get(top) ?? "") + text.data[i]);
      }
      return [...byLine.values()];
    });
    // The first line ends in the soft hyphen, drawn as the hyphen the visitor sees.
    expect(lines).toEqual(["Draagzak\u00AD", "accessoires"]);
    await expect(tile.locator("span")).toHaveText("Draagzak\u00ADaccessoires");
  });
});

test("each accessory is drawn as what it is, and the high chair is no bowl", async ({ page }) => {
  await page.goto("/en-US/categories/carrier-accessories/");
  const accessories = await cardImages(page);
  expect(accessories.length).toBeGreaterThanOrEqual(5);
  const drawings = await Promise.all(accessories.map((src) => drawing(page, src)));
  expect(new Set(drawings).size, accessories.join(", ")).toBe(drawings.length);

  await page.goto("/en-US/categories/kitchen/");
  const kitchen = await cardImages(page);
  const chair = kitchen.find((src) => src.includes("/high-chair-"));
  const bowl = kitchen.find((src) => src.includes("/smart-bowl-"));
  expect(chair && bowl).toBeTruthy();
  expect(await drawing(page, chair ?? "")).not.toBe(await drawing(page, bowl ?? ""));
});

test("a cream white product stands out on the sand tile: its drawing has a dark outline", async ({
  page,
}) => {
  await page.goto("/en-US/products/bouncer-bliss/");
  const svg = await (await page.request.get("/images/products/bouncer-bliss-cream-white.svg")).text();
  // The outline: a stroke of at least 3:1 against the sand background, around the cream shapes.
  const outline = /<g stroke="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
  expect(outline, svg.slice(0, 300)).toBeTruthy();
  const darker = await page.evaluate((hex) => {
    const luminance = (h: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return (luminance("#f4efe8") + 0.05) / (luminance(hex) + 0.05);
  }, outline ?? "#f4efe8");
  expect(darker).toBeGreaterThanOrEqual(3);
});

test("the English notice writes the free-shipping amount as the rest of the page writes prices", async ({
  page,
}) => {
  await page.goto("/en-US/");
  await expect(page.getByRole("region", { name: "Notice" })).toHaveText(
    "Free shipping from €50.00 and free returns within 30 days.Dismiss notice",
  );
});

test("the price slider's ends are the real lowest and highest prices", async ({ page }) => {
  await page.goto("/en-US/search/?q=carrier");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  const filters = page.getByRole("complementary", { name: "Filters" });
  const price = filters.getByRole("group", { name: "Price" });
  const prices = (
    await page
      .getByRole("region", { name: /results?$/ })
      .getByRole("listitem")
      .getByText(/^\$?€?[\d,.]+$/)
      .allTextContents()
  ).map((text) => Number(text.replace(/[^\d.]/g, "")));
  expect(prices.length).toBeGreaterThan(0);
  const low = Math.min(...prices).toFixed(2);
  const high = Math.max(...prices).toFixed(2);
  await expect(price.getByText(/ – /)).toHaveText(`€${low} – €${high}`);
});

test("American English writes color, never colour", async ({ page }) => {
  await page.goto("/en-US/products/bouncer-bliss/");
  await expect(page.getByRole("main")).toContainText("Color");
  await expect(page.locator("body")).not.toContainText(/colour/i);
});

test("“Four carrying positions” names four", async ({ page }) => {
  // Dutch first: a visit to an English page makes English the visitor's language.
  for (const [prefix, text] of [
    ["", /Vier draaghoudingen: naar je toe met een smalle of een brede zit, naar buiten en op je rug/],
    ["/en-US", /Four carrying positions: facing in on a narrow or a wide seat, facing out and on your back/],
  ] as const) {
    await page.goto(`${prefix}/products/baby-carrier-one/`);
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: text })).toHaveCount(1);
  }
});
