import type { Locator, Page } from "@playwright/test";
import { euros, figure } from "./support/cart-page";
import { expect, test } from "./support/fixtures";
import { addToCart, declineOptionalCookies, LANGUAGES } from "./support/shop";

// A phone: the cart's summary, the mini cart and the checkout must agree at 360 px too.
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, locale: "en-US" });

test.beforeEach(() => test.slow());

const texts = LANGUAGES["en-US"];

async function addSpoons(page: Page): Promise<Locator> {
  await page.goto("/en-US/products/spoon-set/");
  await declineOptionalCookies(page, texts);
  return addToCart(page, { ...texts, added: /Spoon Set was added/ });
}

test("the mini cart, the cart and the checkout show the same total, shipping included", async ({ page }) => {
  // A €9.95 spoon set ships for €4.95 by the cheapest method: €14.90 is what the shopper pays.
  const miniCart = await addSpoons(page);
  await expect(figure(miniCart, "Shipping")).toHaveText(euros(4.95));
  await expect(figure(miniCart, "Total")).toHaveText(euros(14.9));
  await expect(miniCart).toContainText(`${euros(40.05)} more for free shipping`);
  await page.keyboard.press("Escape");

  await page.goto("/en-US/cart/");
  const summary = page.getByRole("complementary", { name: "Summary" });
  await expect(figure(summary, "Shipping")).toHaveText(euros(4.95));
  await expect(figure(summary, "Total")).toHaveText(euros(14.9));
  await expect(summary).toContainText(`${euros(40.05)} more for free shipping`);

  await page.goto("/en-US/checkout/");
  const checkout = page.getByRole("complementary", { name: "Summary" });
  await expect(figure(checkout, "Total")).toHaveText(euros(14.9));
});

test("a cart of €50 or more shows free shipping once, in the cart and at checkout", async ({ page }) => {
  await page.goto("/en-US/products/spoon-set/");
  await declineOptionalCookies(page, texts);
  await page.getByRole("combobox", { name: "Quantity" }).selectOption("6");
  const miniCart = await addToCart(page, { ...texts, added: /Spoon Set was added/ });
  await expect(figure(miniCart, "Shipping")).toHaveText("Free");
  await expect(figure(miniCart, "Total")).toHaveText(euros(59.7));
  await page.keyboard.press("Escape");

  await page.goto("/en-US/checkout/");
  const standard = page.getByRole("radio", { name: /Standard shipping/ });
  await expect(standard).toBeChecked();
  // Free is said once: not "Free (free from €50.00)".
  await expect(page.getByText(/Free \(free from/)).toHaveCount(0);
  await expect(page.locator("label", { has: standard })).toContainText("Free");
  // Express still tells its price.
  await expect(page.locator("label", { has: page.getByRole("radio", { name: /Express/ }) })).toContainText(
    euros(9.95),
  );
});
