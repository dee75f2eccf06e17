import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";
import { clickUntil, declineOptionalCookies, LANGUAGES } from "./support/shop";

const TEMPLATES = {
  home: "/",
  category: "/categories/kitchen/",
  product: "/products/bouncer-bliss/",
  bundle: "/bundles/carrier-starter-set/",
  guide: "/guides/babywearing-guide/",
  stores: "/stores/",
  cart: "/cart/",
  checkout: "/checkout/",
  "order confirmation": "/order-confirmation/",
  search: "/search/?q=draagzak",
  "404": "/bestaat-niet/",
  "500": "/500/",
};

for (const [name, path] of Object.entries(TEMPLATES)) {
  test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
    if (name === "cart" || name === "checkout") {
      // With something in the cart, so that the full page is checked.
      await page.goto("/products/bouncer-bliss/");
      await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
      await clickUntil(
        page,
        () => page.getByRole("button", { name: "In winkelwagen" }).click(),
        () =>
          expect(page.getByRole("status").filter({ hasText: /toegevoegd/ })).toBeVisible({ timeout: 1000 }),
      );
    }
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect(serious).toEqual([]);
  });
}
