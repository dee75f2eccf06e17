import type { Locator, Page } from "@playwright/test";
import { Checkout } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

/** What the notice says to a visitor in Germany, in each language the tests read it in. */
const GERMAN_SHOP_OFFER = {
  "en-US": {
    notice: "Your own shop",
    delivers: "This shop delivers to: Netherlands.",
    link: "Shop at Babyshop Deutschland",
  },
  "nl-NL": {
    notice: "Je eigen winkel",
    delivers: "Deze winkel levert in: Nederland.",
    link: "Winkel bij Babyshop Deutschland",
  },
};

/**
 * Opens `url` in `language`, declining optional cookies, and checks that its notice says where this shop
 * delivers; returns the notice and its link to the German shop.
 */
async function ownShopNotice(
  page: Page,
  language: keyof typeof GERMAN_SHOP_OFFER,
  url: string,
): Promise<{ notice: Locator; germanShop: Locator }> {
  const offer = GERMAN_SHOP_OFFER[language];
  await page.goto(url);
  await declineOptionalCookies(page, LANGUAGES[language]);
  const notice = page.getByRole("region", { name: offer.notice });
  await expect(notice).toContainText(offer.delivers);
  return { notice, germanShop: notice.getByRole("link", { name: offer.link }) };
}

test.describe("a visitor whose clock says Germany", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("is told on the first page where the Dutch shop delivers, and offered the German shop's same page", async ({
    page,
  }) => {
    const { notice, germanShop } = await ownShopNotice(page, "en-US", "/en-US/products/baby-carrier-one/");
    await expect(germanShop).toHaveAttribute(
      "href",
      "https://de.babyshop.example/products/baby-carrier-one/",
    );
    // Nothing about it is kept: no country, no choice.
    expect((await page.context().cookies()).map(({ name }) => name)).not.toContain("country");

    // Closed, it stays closed as the visitor shops on.
    await notice.getByRole("button", { name: "Close" }).click();
    await expect(notice).toBeHidden();
    await page.getByRole("link", { name: "Baby carriers" }).first().click();
    await expect(page).toHaveURL(/\/categories\/baby-carriers\/$/);
    await expect(notice).toBeHidden();
  });

  test("in Dutch, is offered the German shop in its own language", async ({ page }) => {
    const { germanShop } = await ownShopNotice(page, "nl-NL", "/categories/bouncers/");
    await expect(germanShop).toHaveAttribute("href", "https://de.babyshop.example/categories/bouncers/");
  });
});

test.describe("a visitor whose clock says the Netherlands", () => {
  test.use({ timezoneId: "Europe/Amsterdam" });

  test("is offered no other shop, unless the address names another country", async ({ page }) => {
    await page.goto("/en-US/");
    await declineOptionalCookies(page, LANGUAGES["en-US"]);
    // The footer arrives after the notice would have: the page is complete.
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your own shop" })).toHaveCount(0);

    // A campaign link's country, as the links themselves read it.
    await page.goto("/en-US/?country=SE");
    await expect(
      page
        .getByRole("region", { name: "Your own shop" })
        .getByRole("link", { name: "Shop at Babyshop Sverige" }),
    ).toHaveAttribute("href", "https://se.babyshop.example/");
  });
});

test("the checkout says where this shop delivers, under the country", async ({ page }) => {
  await Checkout.withBouncer(page, "en-US");
  await expect(page.getByRole("group", { name: "Shipping address" })).toContainText(
    "This shop delivers to: Netherlands.",
  );
});
