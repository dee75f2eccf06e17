import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { declineOptionalCookies, LANGUAGES, openQuickSearch, shopToCart } from "./support/shop";

const texts = LANGUAGES["en-US"];
const NOT_SAVED = "Your browser does not keep your cart";
test.use({ locale: "en-US" });

/** Private browsing with cookies blocked: reading storage throws, cookies are silently dropped. */
function refuseStorage() {
  const refuse = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  Object.defineProperty(window, "localStorage", { configurable: true, get: refuse });
  Object.defineProperty(window, "sessionStorage", { configurable: true, get: refuse });
  Object.defineProperty(document, "cookie", { configurable: true, get: () => "", set: () => undefined });
}

/** Storage that is full: it reads, but every write throws. */
function fillStorage() {
  Storage.prototype.setItem = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}

/** The search page and quick search both answer. */
async function expectSearchToWork(page: Page): Promise<void> {
  await page.goto("/en-US/search/?q=bouncer");
  await expect(
    page
      .getByRole("region", { name: /results?$/ })
      .getByRole("listitem")
      .first(),
  ).toContainText(/Bouncer/);
  await (await openQuickSearch(page)).fill("carr");
  await expect(
    page.getByRole("listbox").getByRole("group", { name: "Products" }).getByRole("option").first(),
  ).toContainText("Carrier");
}

const CASES = {
  "refuses storage and cookies": { setUp: refuseStorage, consent: texts.necessaryOnly, expected: [] },
  "has full storage": {
    setUp: fillStorage,
    consent: "Accept all",
    // The search SDK could not note a statistics event in the full storage, sends it anyway, and then
    // says it found no note to cross off.
    expected: [/^console: No pending requests!/],
  },
};

for (const [browser, { setUp, consent, expected }] of Object.entries(CASES)) {
  test(`a browser that ${browser} can shop and search, and is told the cart is not kept`, async ({
    page,
    problems,
  }) => {
    await standInThirdParties(page.context());
    problems.expect(...expected);
    // A whole journey and both kinds of search in one test.
    test.slow();
    await page.addInitScript(setUp);
    await page.goto("/en-US/");
    await page.getByRole("button", { name: consent }).first().click();
    await shopToCart(page, texts);
    const miniCart = page.getByRole("dialog", { name: texts.added });
    await expect(miniCart).toContainText(NOT_SAVED);
    await miniCart.getByRole("link", { name: texts.viewCart }).click();
    await expect(page.getByRole("link", { name: texts.product })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: NOT_SAVED })).toBeVisible();

    await expectSearchToWork(page);
  });
}

test("a browser that keeps storage is not told anything about it", async ({ page }) => {
  await page.goto("/en-US/");
  await declineOptionalCookies(page, texts);
  await shopToCart(page, texts);
  await expect(page.getByRole("dialog", { name: texts.added })).not.toContainText(NOT_SAVED);
  await page.getByRole("link", { name: texts.viewCart }).click();
  await expect(page.getByRole("link", { name: texts.product })).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);
});
