import type { Page } from "@playwright/test";
import { CHECKOUT, Checkout } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, locale: "en-US" });

test.beforeEach(() => test.slow());

const texts = LANGUAGES["en-US"];

/** The page's gift service section shows the card's message and the gift box. */
async function expectGiftService(page: Page): Promise<void> {
  const gifts = page.getByRole("region", { name: "Gift service" });
  await expect(gifts).toContainText("Welcome, little one!");
  await expect(gifts).toContainText("Wrapped in a gift box");
}

test("a greeting card's message, counted as it is typed, and the gift box show on the review and the confirmation", async ({
  page,
}) => {
  const checkout = await Checkout.withBouncer(page, "en-US");
  await page.goto("/en-US/cart/");
  const card = page.getByRole("checkbox", { name: /^Greeting card with a personal message/ });
  await clickUntil(
    page,
    () => card.click(),
    () => expect(card).toBeChecked({ timeout: 1000 }),
  );
  const message = page.getByRole("textbox", { name: "Message on the card" });
  await message.fill("Welcome, little one!");
  await expect(message).toHaveAccessibleDescription("20 of 200 characters");
  await page.getByRole("checkbox", { name: /^Gift box/ }).check();

  await checkout.open();
  await checkout.fillDetails();
  await checkout.toReview();
  await expectGiftService(page);

  // The terms come before the order is placed, and the button says that ordering means paying.
  const terms = page.getByRole("link", { name: "terms and conditions", exact: true });
  await expect(terms).toHaveAttribute("href", "/en-US/terms/");
  await checkout.placeOrder();
  await checkout.pay();
  await checkout.confirmedOrder();
  await expectGiftService(page);
});

test("a phone number must be one of the country's; postcode and phone are kept in standard form", async ({
  page,
}) => {
  const checkout = await Checkout.withBouncer(page, "en-US");
  await checkout.fillDetails();
  const phone = page.getByLabel("Phone number (optional)");
  await phone.fill("12345");
  await checkout.send();
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number that works in the country you chose/);

  await phone.fill("06 12345678");
  await checkout.field("postcode").fill("1016 gv");
  await checkout.toReview();
  const contact = page.getByRole("region", { name: "Contact details" });
  await expect(contact).toContainText("+31 6 12345678");
  await expect(page.locator("address")).toContainText("1016 GV");
});

test("switching language on the review step stays on the review step", async ({ page }) => {
  const checkout = await Checkout.withBouncer(page, "en-US");
  await checkout.fillDetails();
  await checkout.toReview();
  await page.getByRole("link", { name: "NL", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByRole("heading", { name: CHECKOUT["nl-NL"].reviewHeading })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Keizersgracht 1");
});

test("switching language on a product page keeps the chosen quantity", async ({ page }) => {
  await page.goto("/en-US/products/spoon-set/");
  await declineOptionalCookies(page, texts);
  const quantity = page.getByRole("combobox", { name: "Quantity" });
  await clickUntil(
    page,
    async () => {
      await quantity.selectOption("3");
    },
    () => expect(page).toHaveURL(/quantity=3/, { timeout: 1000 }),
  );
  await page.getByRole("link", { name: "NL", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lepelset");
  await expect(page.getByRole("combobox", { name: "Aantal" })).toHaveValue("3");
});

test("the order confirmation opened without an order says so honestly and offers a way on", async ({
  page,
}) => {
  await page.goto("/en-US/order-confirmation/");
  await declineOptionalCookies(page, texts);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No order to show");
  await expect(page).not.toHaveTitle(/Thank you/);
  await expect(page.getByRole("main").getByRole("link", { name: "Continue shopping" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "View your cart" }).click();
  await expect(page).toHaveURL(/\/en-US\/cart\/$/);
});
