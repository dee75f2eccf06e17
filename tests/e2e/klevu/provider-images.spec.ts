import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { Checkout } from "../support/checkout";
import { declineOptionalCookies, LANGUAGES } from "../support/shop";

// Banners and static content whose pictures marketers uploaded to Klevu's merchant center: the stand-in
// serves them from Klevu's image host, as Klevu does. A picture the page's security policy refused would
// be a console error, which fails the test.

/** The picture has arrived and been drawn. */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test("a search banner shows its picture from the provider's image host", async ({ page }) => {
  await page.goto("/en-US/search/?q=bouncer");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  // The banner's words name the link; its picture is decoration.
  const picture = page.getByRole("link", { name: "Gift guide for new parents" }).locator("img");
  await expect(picture).toHaveAttribute("src", /^https:\/\/js\.klevu\.com\/uploads\/images\//);
  await expect.poll(() => loaded(picture)).toBe(true);
});

test("a static-content recommendation shows its picture from the provider's image host", async ({ page }) => {
  await Checkout.withBouncer(page, "en-US");
  await page.mouse.wheel(0, 20_000);
  const picture = page
    .getByRole("region", { name: "Looking for a gift?" })
    .getByRole("link")
    .getByRole("img");
  await expect(picture).toHaveAttribute("src", "https://js.klevu.com/uploads/images/guides/gift-guide.svg");
  await expect.poll(() => loaded(picture)).toBe(true);
});
