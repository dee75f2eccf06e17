import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { Checkout } from "./support/checkout";
import { eventsAbout } from "./support/search-service";
import { addToCart, firstSimilarProduct, LANGUAGES } from "./support/shop";
import { standInThirdParties } from "./support/third-party-hosts";
import { tagManagerPushes } from "./support/tag-manager";

// Each analytics call, as the stand-in of its service receives it.

/** The handle of the product a link leads to. */
const handleOf = async (link: Locator) =>
  /\/products\/([^/]+)\//.exec((await link.getAttribute("href")) ?? "")?.[1] ?? "";

/** What tells a banner click's event from another test's: tests run side by side, each searching its own term. */
const bannerClickFor = (term: string) => `"klevu_term":"${term}"`;

/** Opens `path` and accepts every cookie; gives the moment before, for `eventsAbout`. */
async function openAcceptingAll(page: Page, path: string): Promise<string> {
  const since = new Date().toISOString();
  await page.goto(path);
  await acceptAll(page);
  return since;
}

/** Accepts every cookie category, statistics among them. */
async function acceptAll(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeHidden();
}

// Every test here gives the consent that loads the tag manager.
test.beforeEach(({ context }) => standInThirdParties(context));

test("a client-side navigation pushes gatsby-route-change to the tag manager once the new page is in place", async ({
  page,
  context,
}) => {
  await page.goto("/en-US/");
  await acceptAll(page);
  // With statistics consent the container loads and reads the data layer.
  await expect.poll(() => tagManagerPushes(context).map(({ entry }) => entry.event)).toContain("gtm.js");
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  await expect
    .poll(() => tagManagerPushes(context).filter(({ entry }) => entry.event === "gatsby-route-change"))
    .toEqual([{ entry: { event: "gatsby-route-change" }, path: "/en-US/cart/", title: "Cart | Babyshop" }]);
});

test("a category page's merchandised list reports what it shows and the product clicked", async ({
  page,
}) => {
  const since = await openAcceptingAll(page, "/en-US/categories/bouncers/");
  await page.mouse.wheel(0, 200);
  const merchandised = page
    .locator("[data-merchandised]")
    .getByRole("region", { name: "Products in this category" });
  // The product cards, not the colour swatches listed inside them.
  const cards = merchandised.getByRole("listitem").filter({ has: page.getByRole("link") });
  await expect(cards.first()).toBeVisible();
  const shown = await Promise.all(
    (await cards.all()).map((item) => handleOf(item.getByRole("link").first())),
  );
  await expect
    .poll(async () =>
      (await eventsAbout(/\/categoryProductViewTracking$/, "bouncers", since)).map((e) => e.payload),
    )
    .toContainEqual(
      expect.objectContaining({
        klevu_categoryName: "Bouncers",
        klevu_categoryPath: "bouncers",
        klevu_productIds: shown.join(","),
      }),
    );
  const second = cards.nth(1).getByRole("link").first();
  const clicked = await handleOf(second);
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/products/${clicked}/`));
  await expect
    .poll(async () =>
      (await eventsAbout(/\/categoryProductClickTracking$/, clicked, since)).map((e) => e.payload),
    )
    .toContainEqual(
      expect.objectContaining({
        klevu_categoryPath: "bouncers",
        klevu_productId: clicked,
        klevu_productPosition: "2",
      }),
    );
});

test("a banner click on the search page is reported with the banner and the search term", async ({
  page,
}) => {
  const since = await openAcceptingAll(page, "/en-US/search/?q=bouncer");
  await page.getByRole("link", { name: "Gift guide for new parents" }).click();
  await expect(page).toHaveURL(/\/en-US\/guides\/gift-guide\/$/);
  await expect
    .poll(async () => (await eventsAbout(/\/dataTracking$/, "Gift guide", since)).map((e) => e.payload))
    .toContainEqual(
      expect.objectContaining({
        type: "banner",
        klevu_request: "click",
        klevu_term: "bouncer",
        klevu_bannerName: "Gift guide",
        klevu_target: "/en-US/guides/gift-guide/",
      }),
    );
});

test.describe("with consent given on an earlier page", () => {
  // The consent code starts with its stylesheet; the service worker, which would fetch it unseen, is blocked.
  test.use({ serviceWorkers: "block" });

  test("a banner click made before the consent code has loaded is reported", async ({ page }) => {
    const since = await openAcceptingAll(page, "/en-US/");
    await page.route(/\/vendor\/cookieconsent-[\d.]+\.css$/, () => new Promise<void>(() => undefined));
    await page.goto("/en-US/search/?q=cradle");
    await page.getByRole("link", { name: "Gift guide for new parents" }).click();
    await expect(page).toHaveURL(/\/en-US\/guides\/gift-guide\/$/);
    await expect
      .poll(async () =>
        (await eventsAbout(/\/dataTracking$/, bannerClickFor("cradle"), since)).map((e) => e.payload),
      )
      .toContainEqual(expect.objectContaining({ type: "banner", klevu_bannerName: "Gift guide" }));
  });
});

test("a click on a recommended product is reported as select_recs_list", async ({ page }) => {
  const since = await openAcceptingAll(page, "/en-US/products/baby-carrier-one/");
  const link = await firstSimilarProduct(page);
  const clicked = await handleOf(link);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products/${clicked}/`));
  await expect
    .poll(async () =>
      (await eventsAbout(/\/analytics\/collect$/, "select_recs_list", since)).flatMap(
        (e) => e.payload as object[],
      ),
    )
    .toContainEqual(
      expect.objectContaining({
        event: "select_recs_list",
        event_data: expect.objectContaining({
          list_id: "product-similar",
          list_logic: "SIMILAR",
          // The index is the product's place in the service's answer, which the page may have shortened
          // by the products it shows already.
          items: [expect.objectContaining({ index: expect.any(Number), item_id: clicked, currency: "EUR" })],
        }),
      }),
    );
});

test("a placed order is reported as order_purchase, in the shop's currency", async ({ page }) => {
  const texts = LANGUAGES["en-US"];
  const since = await openAcceptingAll(page, "/en-US/products/bouncer-bliss/");
  await addToCart(page, texts);
  const number = await (await new Checkout(page, "en-US").open()).buy();
  await expect
    .poll(async () =>
      (await eventsAbout(/\/analytics\/collect$/, number, since)).flatMap((e) => e.payload as object[]),
    )
    .toEqual([
      expect.objectContaining({
        event: "order_purchase",
        event_apikey: "local-nl-en-US",
        event_data: {
          items: [
            expect.objectContaining({
              order_id: number,
              item_id: "bouncer-bliss",
              item_name: "Bouncer Bliss",
              currency: "EUR",
              units: 1,
            }),
          ],
        },
      }),
    ]);
});

test("analytics a page could not send are kept in session storage and sent when the next page starts", async ({
  page,
  context,
  problems,
}) => {
  // The browser's own line for each request the test refuses below; the page itself logs nothing.
  problems.expect(
    /^console: Failed to load resource: net::ERR_CONNECTION_REFUSED \S+\/analytics\/dataTracking$/,
  );
  const since = await openAcceptingAll(page, "/en-US/search/?q=crib");
  // The events service is out of reach: the click waits on the page, its note kept.
  await context.route("**/analytics/dataTracking", (route) => route.abort("connectionrefused"));
  await page.getByRole("link", { name: "Gift guide for new parents" }).click();
  await expect(page).toHaveURL(/\/en-US\/guides\/gift-guide\/$/);
  const pending = () => page.evaluate(() => sessionStorage.getItem("klevu-pending-analytics") ?? "");
  await expect.poll(pending).toContain("Gift guide");
  expect(await eventsAbout(/\/dataTracking$/, bannerClickFor("crib"), since)).toEqual([]);

  // Back in reach; the visitor opens another page, whose start (once the browser is idle) sends what was kept.
  await context.unroute("**/analytics/dataTracking");
  await page.goto("/en-US/cart/");
  await expect
    .poll(
      async () => (await eventsAbout(/\/dataTracking$/, bannerClickFor("crib"), since)).map((e) => e.payload),
      { timeout: 15_000 },
    )
    .toEqual([
      expect.objectContaining({ type: "banner", klevu_bannerName: "Gift guide", klevu_term: "crib" }),
    ]);
  await expect.poll(pending).toBe("[]");
});

test("a purchase whose first send fails is sent at the next page start as it was: order_purchase, as JSON", async ({
  page,
  context,
  problems,
}) => {
  problems.expect(/^console: Failed to load resource: net::ERR_CONNECTION_REFUSED \S+\/analytics\/collect$/);
  const since = await openAcceptingAll(page, "/en-US/products/bouncer-bliss/");
  await addToCart(page, LANGUAGES["en-US"]);
  const checkout = await new Checkout(page, "en-US").open();
  await context.route("**/analytics/collect", (route) => route.abort("connectionrefused"));
  const number = await checkout.buy();
  const pending = () => page.evaluate(() => sessionStorage.getItem("klevu-pending-analytics") ?? "");
  await expect.poll(pending).toContain(number);

  await context.unroute("**/analytics/collect");
  await page.goto("/en-US/cart/");
  // Sent as a form, the service would read {"0": "[object Object]"}, the order nowhere in it.
  await expect
    .poll(
      async () =>
        (await eventsAbout(/\/analytics\/collect$/, number, since)).flatMap((e) => e.payload as object[]),
      { timeout: 15_000 },
    )
    .toEqual([
      expect.objectContaining({
        event: "order_purchase",
        event_data: {
          items: [expect.objectContaining({ order_id: number, item_id: "bouncer-bliss", currency: "EUR" })],
        },
      }),
    ]);
  await expect.poll(pending).not.toContain(number);
});
