import { Checkout } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { eventsAbout } from "./support/search-service";
import { addToCart, declineOptionalCookies, LANGUAGES } from "./support/shop";

test("a recommendation marketers switched off (HIDE_RECOMMENDATION) is not shown; the others are", async ({
  page,
}) => {
  await standInThirdParties(page.context());
  await page.goto("/en-US/products/baby-carrier-one/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  // The similar products wait until the switched-off recommendation has its settings: once they show,
  // whatever those settings lead to (a search for products, or nothing) has happened before.
  const hiddenSettings = page.waitForResponse(/\/settings\/product-bought-together/);
  await page.route(/\/settings\/product-similar/, async (route) => {
    await hiddenSettings;
    await route.continue();
  });
  const searchedFor: string[] = [];
  page.on("request", (request) => {
    if (/\/cs\/v2\/search/.test(request.url())) searchedFor.push(request.postData() ?? "");
  });
  await page.mouse.wheel(0, 20_000);
  await expect(
    page.getByRole("region", { name: "Similar products" }).getByRole("listitem").first(),
  ).toBeVisible();
  // Every row has answered ("Others also viewed" may have nothing the page does not show already).
  await expect(page.locator("[data-recommendations=settled]")).toBeAttached();
  expect(searchedFor.filter((body) => body.includes("product-bought-together"))).toEqual([]);
  await expect(page.getByRole("heading", { name: "Complete the set" })).toHaveCount(0);
});

test("a STATIC_CONTENT recommendation shows its desktop image, described and linked, instead of products", async ({
  page,
}) => {
  await Checkout.withBouncer(page, "en-US");
  await page.mouse.wheel(0, 20_000);
  const gift = page.getByRole("region", { name: "Looking for a gift?" });
  const link = gift.getByRole("link");
  await expect(link).toHaveAttribute("href", "/en-US/guides/gift-guide/");
  await expect(link.getByRole("img")).toHaveAttribute("alt", "Gift guide for new parents");
  await expect(link.getByRole("img")).toHaveAttribute("src", "/images/guides/gift-guide.svg");
  // Words beside the picture, as a merchandising banner has: the banner is never an empty box.
  await expect(link).toContainText("Gift guide for new parents");
  await expect(gift.getByRole("listitem")).toHaveCount(0);
  // The products of the other checkout recommendation show as usual.
  await expect(
    page.getByRole("region", { name: "Often bought together" }).getByRole("listitem").first(),
  ).toBeVisible();
});

test("on a phone the static content shows the mobile image, and a click tells the service which one", async ({
  page,
}) => {
  await standInThirdParties(page.context());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en-US/products/bouncer-bliss/");
  await page.getByRole("button", { name: "Accept all" }).click();
  await addToCart(page, LANGUAGES["en-US"]);
  await new Checkout(page, "en-US").open();
  await page.mouse.wheel(0, 20_000);
  const link = page.getByRole("region", { name: "Looking for a gift?" }).getByRole("link");
  await expect(link.getByRole("img")).toHaveAttribute("alt", "Gifts for newborns");
  await expect(link.getByRole("img")).toHaveAttribute("src", "/images/bundles/newborn-sleep-set.svg");
  // The service answers slowly, as a provider far away does: the event still arrives once the visitor
  // has moved on.
  await page.route(/analytics\/collect/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue().catch(() => undefined);
  });
  await link.click();
  await expect(page).toHaveURL(/\/en-US\/guides\/gift-guide\/$/);
  await expect
    .poll(async () =>
      (await eventsAbout(/analytics\/collect/, "checkout-gift-guide")).some((event) =>
        JSON.stringify(event.payload).includes('"resolution":"mobile"'),
      ),
    )
    .toBe(true);
});
