import type { Page } from "@playwright/test";
import { expect, missingPage, test } from "./support/fixtures";

/** The narrowest phones still sold, a common Android width and a common iPhone width. */
const WIDTHS = [320, 360, 390];

/**
 * One page of each type, and what shows that it is complete once used. (A campaign link's stub sends
 * the visitor on before it paints, to a page of another host: there is nothing of its own to measure.)
 */
const PAGES = {
  home: { path: "/", ready: "[data-recommendations=settled]" },
  category: { path: "/categories/bouncers/", ready: "[data-merchandised]" },
  // Its Dutch title holds the longest word beside a category's picture.
  "bathroom category": { path: "/categories/bathroom/", ready: "[data-merchandised]" },
  "filtered category": {
    path: "/categories/bouncers/?o_colour=powder-blue&s_price=0-50",
    ready: "[data-merchandised]",
  },
  product: { path: "/products/baby-carrier-one/", ready: "[data-recommendations=settled]" },
  bundle: { path: "/bundles/carrier-starter-set/", ready: "main" },
  guide: { path: "/guides/babywearing-guide/", ready: "main" },
  stores: { path: "/stores/", ready: "main" },
  search: { path: "/search/?q=bliss", ready: "[aria-busy=false]" },
  cart: { path: "/cart/", ready: "main" },
  checkout: { path: "/checkout/", ready: "main" },
  confirmation: { path: "/order-confirmation/", ready: "main" },
  "not found": { path: "/no-such-page/", ready: "main" },
};

/**
 * What sticks out past the right or left edge of the screen: the page's scroll width, and each
 * visible element that reaches beyond the viewport without an ancestor that clips or scrolls it.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}` +
      ` "${(element.textContent ?? "").trim().slice(0, 30)}"`;
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      return false;
    };
    const outside = [...document.body.querySelectorAll("*")].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || !element.checkVisibility({ visibilityProperty: true })) return [];
      if (box.right <= width + 0.5 && box.left >= -0.5) return [];
      return clipped(element) ? [] : [`${label(element)} ${Math.round(box.left)}…${Math.round(box.right)}`];
    });
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, width, outside };
  });
}

for (const prefix of ["", "/en-US"]) {
  for (const [name, { path, ready }] of Object.entries(PAGES)) {
    const expected = name === "not found" ? [missingPage(prefix + path)] : [];

    test(`${prefix || "/"} ${name} fits 320, 360 and 390 px without sideways scrolling`, async ({
      page,
      problems,
    }) => {
      problems.expect(...expected);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(prefix + path);
        await page.waitForLoadState("load");
        expect(await overflow(page), `${width} px, as loaded`).toEqual({
          scrollWidth: width,
          width,
          outside: [],
        });
        // Then as used, to the end: the cookie dialog, the merchandised list and the recommendations are in.
        await page.mouse.wheel(0, 20_000);
        await expect(page.getByRole("dialog", { name: /^Cookies/ })).toBeVisible();
        await expect(page.locator(ready).first()).toBeAttached();
        await page.mouse.wheel(0, 20_000);
        expect(await overflow(page), `${width} px, scrolled to the end`).toEqual({
          scrollWidth: width,
          width,
          outside: [],
        });
      }
    });
  }
}

test("the header shows only what can be tapped, beside the current language", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  // Text in the header that is neither a link, a button nor the language shown now is a label that
  // looks like a control (the country code was one, next to the language code).
  const labels = await page.getByRole("banner").evaluate((header) =>
    [...header.querySelectorAll("*")]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 1)
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
      )
      .filter((element) => !element.closest("a, button, [aria-current]"))
      .map((element) => element.textContent?.trim()),
  );
  expect(labels).toEqual([]);
  await expect(page.getByRole("banner").getByText("NL", { exact: true })).toHaveCount(1);
});
