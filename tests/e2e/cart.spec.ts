import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import type { CartLine } from "../../src/cart/cart-lines";
import { CartPage, euros, figure, withSavedCart } from "./support/cart-page";
import { addToCart as addToCartFrom, clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// Each test waits for the consent banner, which comes once the page has loaded and the browser is idle.
test.beforeEach(() => test.slow());

const line = (
  sku: string,
  handle: string,
  name: string,
  colour: string,
  unitPrice: number,
  quantity: number,
): CartLine => ({
  sku,
  handle,
  name,
  colour,
  path: `/products/${handle}/`,
  image: `/images/products/${handle}-${colour.toLowerCase().replace(" ", "-")}.svg`,
  unitPrice,
  quantity,
});
const SPOONS = line("SPS-WHT", "spoon-set", "Spoon Set", "White", 9.95, 1);
const CUP = line("TRC-PBL", "training-cup", "Training Cup", "Powder blue", 12.95, 2);
const BIB = line("SBB-PBL", "soft-bib", "Soft Bib", "Powder blue", 14.95, 1);

/** From here on, time passes in the page only when the test says so: nothing may go away by itself. */
async function stopTime(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Lets stopped time pass in small steps until `reached` holds: a page change needs a few frames. */
async function whileTimeCrawls(page: Page, reached: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(20);
    await reached();
  }).toPass({ timeout: 15_000, intervals: [0] });
}

const addSpoonsToCart = (page: Page) =>
  addToCartFrom(page, { ...LANGUAGES["en-US"], added: /Spoon Set was added/ });

/** The image is the one named and the browser drew it. */
async function expectImageShown(image: Locator, src: string): Promise<void> {
  await expect(image).toHaveAttribute("src", src);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe("the added-to-cart message", () => {
  const texts = LANGUAGES["en-US"];
  test.use({ locale: "en-US" });

  test("opens a mini cart with the line, the subtotal and the way to free shipping; Escape closes it", async ({
    page,
  }) => {
    await page.goto("/en-US/products/spoon-set/");
    await declineOptionalCookies(page, texts);
    const addToCart = page.getByRole("button", { name: texts.addToCart });
    const miniCart = await addSpoonsToCart(page);
    await expect(miniCart).toHaveAccessibleName("Spoon Set was added to your cart");
    await expect(miniCart).toContainText("Spoon Set");
    await expect(figure(miniCart, "Subtotal")).toHaveText(euros(9.95));
    await expect(miniCart).toContainText(`${euros(40.05, "en-US")} more for free shipping`);
    await expect(miniCart.getByRole("link", { name: texts.viewCart })).toBeVisible();
    await expect(miniCart.getByRole("link", { name: texts.checkout })).toBeVisible();
    // Focus moves into the drawer, and back to the button after Escape.
    await expect(miniCart.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(miniCart).toBeHidden();
    await expect(addToCart).toBeFocused();
  });

  test("shows the product added as what it is: its picture, its name and its price", async ({ page }) => {
    await page.goto("/en-US/products/spoon-set/");
    await declineOptionalCookies(page, texts);
    await page.getByRole("combobox", { name: "Quantity" }).selectOption("2");
    const miniCart = await addSpoonsToCart(page);
    const added = miniCart.getByRole("listitem");
    await expect(added).toContainText("Spoon Set");
    // The product's own price, times what the cart now holds of it.
    await expect(added).toContainText(`2 × ${euros(9.95, "en-US")}`);
    await expectImageShown(added.locator("img"), "/images/products/spoon-set-white.svg");
  });

  test("adds up: the line added, the rest of the cart, and the subtotal they make", async ({ page }) => {
    await withSavedCart(page, [CUP, BIB]);
    await page.goto("/en-US/products/spoon-set/");
    await declineOptionalCookies(page, texts);
    const miniCart = await addSpoonsToCart(page);
    const [added, rest] = [miniCart.getByRole("listitem").first(), miniCart.getByRole("listitem").last()];
    await expect(added).toContainText(`1 × ${euros(9.95, "en-US")}`);
    await expect(rest).toHaveText(`Also in your cart: 3 more items${euros(2 * 12.95 + 14.95, "en-US")}`);
    await expect(figure(miniCart, "Subtotal")).toHaveText(euros(9.95 + 2 * 12.95 + 14.95));
  });

  test("is gone on the cart, which offers no 'View cart' and whose totals nothing covers", async ({
    page,
  }) => {
    await page.goto("/en-US/products/spoon-set/");
    await declineOptionalCookies(page, texts);
    await addSpoonsToCart(page);
    // At once, not once a timer has run out: time in the page stands still from here on.
    await stopTime(page);
    await page.getByRole("link", { name: texts.viewCart }).click();
    await whileTimeCrawls(page, () =>
      expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart", { timeout: 500 }),
    );
    await expect(page).toHaveURL(/\/en-US\/cart\/$/);
    await expect(page.getByText(/was added to your cart/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: texts.viewCart })).toHaveCount(0);
    // What is on top at the middle of the total is the total itself.
    const total = page.getByRole("complementary").locator("dd").last();
    await total.scrollIntoViewIfNeeded();
    expect(
      await total.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
  });
});

for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
  test.describe(`the cart in ${language}`, () => {
    test.use({ locale: language });
    const words = {
      "nl-NL": {
        // The engine names the line in the page's language.
        more: "Eén meer van Lepelset",
        item: "1 artikel",
        items: "2 artikelen",
        short: "Nog {{amount}} voor gratis verzending",
        free: "Gratis",
      },
      "en-US": {
        more: "One more Spoon Set",
        item: "1 item",
        items: "2 items",
        short: "{{amount}} more for free shipping",
        free: "Free",
      },
    }[language];

    test("counts items in the singular and plural, and shows what free shipping needs", async ({ page }) => {
      await withSavedCart(page, [SPOONS]);
      const cart = await CartPage.open(page, language);
      const { summary } = cart;
      await expect(summary.getByText(words.item, { exact: true })).toBeVisible();
      const shipping = cart.figure("(Verzending|Shipping)");
      // Shipping by the cheapest method is part of the total; beside it, what free shipping needs.
      await expect(shipping).toHaveText(euros(4.95, language));
      await expect(summary).toContainText(words.short.replace("{{amount}}", euros(40.05, language)));

      await clickUntil(
        page,
        () => page.getByRole("button", { name: words.more }).click(),
        () => expect(summary.getByText(words.items, { exact: true })).toBeVisible({ timeout: 1000 }),
      );
      await expect(summary).toContainText(words.short.replace("{{amount}}", euros(30.1, language)));
      for (let quantity = 3; quantity <= 6; quantity += 1) {
        await page.getByRole("button", { name: words.more }).click();
        await expect(page.getByRole("main").locator("output")).toHaveText(String(quantity));
      }
      // 6 × 9.95 = 59.70, over the 50 from which standard shipping is free.
      await expect(shipping).toHaveText(words.free);
    });
  });
}

test.describe("the gift options", () => {
  test.use({ locale: "en-US" });

  test("show each gift product with its picture, name and price, and add its price to the total", async ({
    page,
  }) => {
    await withSavedCart(page, [SPOONS]);
    const cart = await CartPage.open(page, "en-US");
    const gifts = page.getByRole("group", { name: "Gift service" });
    const card = page.getByRole("checkbox", {
      name: `Greeting card with a personal message ${euros(2.95, "en-US")}`,
    });
    const box = page.getByRole("checkbox", { name: `Gift box ${euros(6.95, "en-US")}` });
    await expect(gifts.getByRole("checkbox")).toHaveCount(2);
    await expect(gifts.locator("label", { has: card })).toBeVisible();
    await expect(card).not.toBeChecked();
    await expectImageShown(
      gifts.locator("label", { has: card }).locator("img"),
      "/images/gifts/gift-msg.svg",
    );
    await expectImageShown(gifts.locator("label", { has: box }).locator("img"), "/images/gifts/gift-box.svg");

    await clickUntil(
      page,
      () => box.click(),
      () => expect(box).toBeChecked({ timeout: 1000 }),
    );
    await expect(cart.figure("Gift service")).toHaveText(euros(6.95));
  });
});

test.describe("removing a line", () => {
  test.use({ locale: "en-US" });

  test("can be undone: the line comes back at its place with its quantity", async ({ page }) => {
    await withSavedCart(page, [SPOONS, CUP, BIB]);
    const cart = await CartPage.open(page, "en-US");
    await expect(cart.lineNames).toHaveText(["Spoon Set", "Training Cup", "Soft Bib"]);
    await cart.remove("Training Cup");
    await expect(cart.lineNames).toHaveText(["Spoon Set", "Soft Bib"]);
    await cart.undoOffer("Training Cup").getByRole("button", { name: "Undo" }).click();
    await expect(cart.lineNames).toHaveText(["Spoon Set", "Training Cup", "Soft Bib"]);
    await expect(page.getByLabel("Quantity of Training Cup")).toHaveText("2");
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
    await page.reload();
    await expect(cart.lineNames).toHaveText(["Spoon Set", "Training Cup", "Soft Bib"]);
  });

  test("offers the undo for a few seconds only, and not on the next page", async ({ page }) => {
    await withSavedCart(page, [SPOONS, CUP]);
    const cart = await CartPage.open(page, "en-US");
    await stopTime(page);
    const undo = page.getByRole("button", { name: "Undo" });

    // The shop hears of the removal before time runs on: its answer is not what the test times.
    const answered = page.waitForResponse((response) =>
      /removeOrderLine/.test(response.request().postData() ?? ""),
    );
    await clickUntil(
      page,
      () => page.getByRole("button", { name: "Remove Spoon Set" }).click(),
      () => expect(undo).toBeVisible({ timeout: 1000 }),
    );
    await answered;
    await page.clock.runFor(3_000);
    await expect(undo).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(undo).toHaveCount(0);
    await expect(cart.lineNames).toHaveText(["Training Cup"]);

    // Removing the last line leaves an empty cart that can still be undone, until the visitor leaves.
    await page.getByRole("button", { name: "Remove Training Cup" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(undo).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Continue shopping" }).click();
    await whileTimeCrawls(page, () => expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Cart"));
    await page.goBack();
    await whileTimeCrawls(page, () => expect(page.getByText("Your cart is empty.")).toBeVisible());
    await expect(undo).toHaveCount(0);
  });
});
