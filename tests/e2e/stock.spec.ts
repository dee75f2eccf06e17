import type { Page } from "@playwright/test";
import { setStock } from "../support/commerce-engine";
import { Checkout } from "./support/checkout";
import { engineAdmin } from "./support/engine";
import { expect, test } from "./support/fixtures";
import { addToCart, clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

// The crib's black variant has 9 in stock (content/catalogue/products/baby-crib.yaml).
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, locale: "en-US" });

test.beforeEach(() => test.slow());

const texts = LANGUAGES["en-US"];
const added = /Baby Crib was added/;

async function openBlackCrib(page: Page): Promise<void> {
  await page.goto("/en-US/products/baby-crib/?colour=black");
  await declineOptionalCookies(page, texts);
  await expect(page.getByRole("group", { name: "Color: Black" })).toBeVisible();
}

test("quantities stop at the stock, on the product page and in the cart, and say so", async ({ page }) => {
  await openBlackCrib(page);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Only 9 left");
  const quantity = page.getByRole("combobox", { name: "Quantity" });
  await expect(quantity.locator("option")).toHaveCount(9);
  await quantity.selectOption("8");
  await expect(page.getByText("That's all we have: 9 in stock.")).toBeHidden();
  await quantity.selectOption("9");
  await expect(page.getByText("That's all we have: 9 in stock.")).toBeVisible();
  await quantity.selectOption("8");
  const miniCart = await addToCart(page, { ...texts, added });
  await expect(miniCart.getByRole("listitem")).toContainText("8 ×");
  await page.keyboard.press("Escape");
  // One is left to add: the choice goes no higher.
  await expect(quantity.locator("option")).toHaveCount(1);

  // In the cart, "+" reaches the last one, then is marked unavailable and the line says why.
  await page.goto("/en-US/cart/");
  const more = page.getByRole("button", { name: "One more Baby Crib" });
  await clickUntil(
    page,
    () => more.click(),
    () => expect(page.getByRole("main").locator("output")).toHaveText("9", { timeout: 1000 }),
  );
  await expect(page.getByText("That's all we have: 9 in stock.")).toBeVisible();
  await expect(more).toHaveAttribute("aria-disabled", "true");
  await expect(more).toBeFocused();

  // All of them are in the cart: the product page says so when asked for more.
  await page.goto("/en-US/products/baby-crib/?colour=black");
  await page.getByRole("button", { name: texts.addToCart }).click();
  await expect(page.getByText("All 9 we have are in your cart.")).toBeVisible();
  await expect(page.locator('header a[href$="/cart/"]')).toContainText("9");
});

test("the stock is checked again when the order is placed; what the shopper typed stays", async ({
  page,
}) => {
  // The white crib, which no other test buys or holds.
  await page.goto("/en-US/products/baby-crib/?colour=white");
  await declineOptionalCookies(page, texts);
  await page.getByRole("combobox", { name: "Quantity" }).selectOption("3");
  await addToCart(page, { ...texts, added });
  const checkout = await new Checkout(page, "en-US").open();
  await checkout.fillDetails();
  await checkout.toReview();

  // Meanwhile others bought all but 2.
  await setStock(engineAdmin, "CRB-WHT", 2);
  await checkout.placeOrder();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("sold out while you were checking out");
  await expect(alert).toContainText("Baby Crib (White): only 2 left, so your cart now holds 2.");
  await expect(page.getByRole("heading", { name: checkout.words.reviewHeading })).toBeVisible();
  await expect(checkout.summary.getByRole("listitem")).toContainText("2 × Baby Crib");
  await expect(page.getByRole("main")).toContainText("parent@example.com");
  await expect(page.getByRole("main")).toContainText("Keizersgracht 1");

  // Placed again, the order goes through with what there is.
  await checkout.placeOrder();
  await expect(page.getByRole("heading", { name: checkout.words.payHeading })).toBeVisible();
});

test("a product page shows the stock the shop has as it opens, without a rebuild", async ({ page }) => {
  // The birch crib, which no other test buys: the merchant changes its stock in the engine.
  await setStock(engineAdmin, "CRB-BIR", 1);
  await page.goto("/en-US/products/baby-crib/?colour=birch");
  await declineOptionalCookies(page, texts);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Only 1 left");
  await expect(page.getByRole("combobox", { name: "Quantity" }).locator("option")).toHaveCount(1);

  await setStock(engineAdmin, "CRB-BIR", 0);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Birch, sold out" })).toBeVisible();
  await expect(page.getByRole("button", { name: texts.addToCart })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Email me when it's back" })).toBeVisible();
});
