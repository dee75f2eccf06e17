import { CHECKOUT } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { addToCart, browseToProduct, clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

for (const [language, texts] of Object.entries(LANGUAGES)) {
  const words = CHECKOUT[language as keyof typeof CHECKOUT];

  test.describe(`shopping in ${language}`, () => {
    test.use({ locale: language });

    test("home → category → product → variant → cart → checkout → confirmation", async ({ page }) => {
      await page.goto(`${texts.prefix}/`);
      await declineOptionalCookies(page, texts);

      await browseToProduct(page, texts);

      await clickUntil(
        page,
        () => page.getByRole("radio", { name: texts.colour }).check(),
        () => expect(page.getByText(texts.colour, { exact: false }).first()).toBeVisible(),
      );
      await expect(page.getByRole("img", { name: new RegExp(texts.colour) })).toHaveAttribute(
        "src",
        /sand-gray/,
      );
      await addToCart(page, texts);
      await page.getByRole("link", { name: texts.viewCart }).click();

      await expect(page.getByRole("link", { name: texts.product })).toBeVisible();
      await page.getByRole("button", { name: texts.more }).click();
      await expect(page.getByLabel(texts.quantity)).toHaveText("2");
      await page.reload();
      await expect(page.getByLabel(texts.quantity)).toHaveText("2");

      await page.getByRole("link", { name: texts.checkout, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/$/);
      await clickUntil(
        page,
        () => page.getByRole("button", { name: words.review }).click(),
        () =>
          expect(page.getByLabel(texts.fields.email)).toHaveAttribute("aria-invalid", "true", {
            timeout: 1000,
          }),
      );
      // The visitor's country is chosen for them.
      const { country, ...empty } = texts.fields;
      await expect(page.getByLabel(country, { exact: true })).toHaveValue("NL");
      for (const label of Object.values(empty)) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
      }
      await expect(page.getByText(texts.required).first()).toBeVisible();

      await page.getByLabel(texts.fields.email).fill("parent@example.com");
      await page.getByLabel(texts.fields.firstName).fill("Sam");
      await page.getByLabel(texts.fields.lastName).fill("de Vries");
      await page.getByLabel(texts.fields.address).fill("Keizersgracht 1");
      await page.getByLabel(texts.fields.postcode).fill("1015 AA");
      await page.reload();
      // Nothing typed is lost on a reload.
      await expect(page.getByLabel(texts.fields.postcode)).toHaveValue("1015 AA");
      await page.getByLabel(texts.fields.city).fill("Amsterdam");
      await page.getByLabel(texts.fields.country).selectOption("NL");
      await page.getByRole("radio", { name: new RegExp(texts.standard) }).check();
      await page.getByRole("radio", { name: texts.card }).check();
      const total = await page.getByRole("complementary").locator("dd").last().innerText();
      await page.getByRole("button", { name: words.review }).click();
      await page.getByRole("button", { name: texts.placeOrder }).click();
      await page.getByRole("button", { name: words.pay }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.thanks);
      await expect(page.locator("[data-order-number]")).toHaveText(/^BS-\d{6}-[A-Z0-9]{5}$/);
      await expect(page.getByText(`2 × ${texts.product}`)).toBeVisible();
      await expect(page.locator("dd").last()).toHaveText(total);
    });
  });
}

test.describe("shopping with the keyboard only", () => {
  test.use({ locale: "en-US" });

  test("picks a colour, adds to cart and checks out", async ({ page }) => {
    const texts = LANGUAGES["en-US"];
    await page.goto("/en-US/products/baby-carrier-one/");
    await declineOptionalCookies(page, texts);
    await expect(async () => {
      await page.getByRole("radio", { name: "Black" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: texts.colour })).toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("button", { name: texts.addToCart }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: texts.added })).toBeVisible();
    await page.getByRole("link", { name: texts.viewCart }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en-US\/cart\/$/);
    await page.getByRole("link", { name: texts.checkout, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en-US\/checkout\/$/);

    await page.getByLabel(texts.fields.email).focus();
    const typeAndTab = async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    };
    await typeAndTab("parent@example.com");
    await page.keyboard.press("Tab"); // phone is optional
    await typeAndTab("Sam");
    await typeAndTab("Jones");
    await typeAndTab("1 Main Street");
    await typeAndTab("2nd floor");
    await typeAndTab("1015 AA");
    await typeAndTab("Amsterdam");
    await page.keyboard.type("Netherlands");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // first shipping method
    await page.getByRole("radio", { name: texts.card }).focus();
    await page.keyboard.press("Space");
    const words = CHECKOUT["en-US"];
    await page.getByRole("button", { name: words.review }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: words.reviewHeading })).toBeFocused();
    await page.getByRole("button", { name: texts.placeOrder }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: words.payHeading })).toBeFocused();
    await page.getByRole("button", { name: words.pay }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.thanks);
    await expect(page.locator("address")).toContainText("1 Main Street");
    await expect(page.locator("address")).toContainText("2nd floor");
  });
});
