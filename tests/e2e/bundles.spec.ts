import { expect, test } from "./support/fixtures";
import { clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, locale: "en-US" });

test.beforeEach(() => test.slow());

const texts = LANGUAGES["en-US"];
const money = /€\d+\.\d\d/;

test("set cards show what the items cost separately, struck through, and what the set saves", async ({
  page,
}) => {
  await page.goto("/en-US/");
  await declineOptionalCookies(page, texts);
  const card = page
    .getByRole("region", { name: "Sets that save" })
    .getByRole("listitem")
    .filter({ hasText: "Carrier starter set" });
  await expect(card.locator("s")).toHaveText(new RegExp(`^Bought separately ${money.source}$`));
  await expect(card).toContainText(new RegExp(`You save ${money.source}`));

  // And where a product page offers the set.
  await page.goto("/en-US/products/baby-carrier-one/");
  const offer = page.getByRole("region", { name: "Save with a set" }).getByRole("listitem").first();
  await expect(offer.locator("s")).toHaveText(new RegExp(`Bought separately ${money.source}`));
  await expect(offer).toContainText("You save");
});

test("the shopper chooses each product's colour in a set, and the cart line says which", async ({ page }) => {
  await page.goto("/en-US/bundles/carrier-starter-set/");
  await declineOptionalCookies(page, texts);
  const carrier = page.getByRole("combobox", { name: "Color of Baby Carrier One" });
  await expect(carrier).toHaveValue("BCO-BLK");
  // Sage green is sold out: it cannot be chosen.
  await expect(carrier.getByRole("option", { name: "Sage green, sold out" })).toBeDisabled();
  await carrier.selectOption({ label: "Sand gray" });
  await page
    .getByRole("combobox", { name: "Color of Carrier Teething Bib" })
    .selectOption({ label: "Dusty pink" });

  await clickUntil(
    page,
    () => page.getByRole("button", { name: "Add set to cart" }).click(),
    () => expect(page.locator('header a[href$="/cart/"]')).toContainText(/\d/, { timeout: 1000 }),
  );
  const miniCart = page.getByRole("dialog", { name: /Carrier starter set was added/ });
  await expect(miniCart.getByRole("listitem")).toContainText("Baby Carrier One: Sand gray");
  await expect(miniCart.getByRole("listitem")).toContainText("Carrier Teething Bib: Dusty pink");
  await page.keyboard.press("Escape");

  await page.goto("/en-US/cart/");
  await expect(page.getByRole("main").getByRole("listitem")).toContainText(
    "Baby Carrier One: Sand gray, Carrier Teething Bib: Dusty pink, Pocket Pouch: Black",
  );
});
