import { expect, test } from "./support/fixtures";
import { clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, locale: "en-US" });

test.beforeEach(() => test.slow());

test("the back-in-stock form refuses what checkout refuses, and the list is remembered over a reload", async ({
  page,
}) => {
  // The cradle stand in birch is sold out.
  await page.goto("/en-US/products/cradle-stand/?colour=birch");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  const notify = page.getByRole("button", { name: "Email me when it's back" });
  const email = page.getByRole("textbox", { name: "Email address" });
  // A click before the page's code has run does nothing; the form's code loads with the first that counts.
  await clickUntil(
    page,
    async () => {
      if (await notify.isVisible()) await notify.click();
    },
    () => expect(email).toBeVisible({ timeout: 3000 }),
  );
  await email.fill("anna@voorbeeld");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter an email address like name@example.com.");
  await expect(page.getByText(/Thank you/)).toHaveCount(0);

  await email.fill("anna@voorbeeld.example");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();

  await page.reload();
  await expect(
    page.getByText("You're on the list: we'll email anna@voorbeeld.example when Birch is back in stock."),
  ).toBeVisible();
  await expect(notify).toHaveCount(0);
});
