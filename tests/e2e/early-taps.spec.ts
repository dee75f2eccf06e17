import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// A slow phone: the page paints from its HTML, and its code comes seconds later. What the shopper taps
// meanwhile shows that it was taken (a button is marked busy, a choice is shown chosen), and happens
// once when the code is there. The app's script is held
// back here until the test lets it go; no worker answers for it from a cache.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: "block" });

/**
 * Holds the page's app script back until the returned function lets it load. The page's load event
 * waits for it too: the tests go on once the document has been read.
 */
async function holdCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const cartCount = (page: Page) => page.locator('header a[href$="/cart/"]');

test("'add to cart' tapped twice before the code, after picking a quantity, adds that quantity once", async ({
  page,
}) => {
  const release = await holdCode(page);
  await page.goto("/products/baby-carrier-one/", { waitUntil: "domcontentloaded" });
  const add = page.getByRole("button", { name: "In winkelwagen" });
  await page.getByRole("combobox", { name: "Aantal" }).selectOption("3");
  await add.click();
  await expect(add).toHaveAttribute("aria-busy", "true");
  await add.click();
  // Nothing has happened yet: the code is not there.
  await expect(cartCount(page)).not.toContainText(/\d/);
  release();
  await expect(page.getByRole("dialog", { name: /is toegevoegd aan je winkelwagen/ })).toBeVisible();
  await expect(add).not.toHaveAttribute("aria-busy");
  // The held tap has run (it is no longer busy), once: one addition of three.
  await expect(cartCount(page)).toContainText("3 artikelen");
});

test("a colour picked before the code is the one added", async ({ page }) => {
  const release = await holdCode(page);
  await page.goto("/en-US/products/baby-carrier-one/", { waitUntil: "domcontentloaded" });
  const sandGray = page.getByRole("radio", { name: "Sand gray" });
  await page.locator("label", { has: sandGray }).click();
  // The browser shows the choice at once.
  await expect(sandGray).toBeChecked();
  release();
  await expect(sandGray).toBeChecked();
  await expect(page.getByRole("group", { name: "Color: Sand gray" })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("dialog", { name: /was added to your cart/ })).toContainText("Sand gray");
});

test("on a link naming a colour, 'add to cart' tapped while React hydrates adds that colour", async ({
  page,
}) => {
  const release = await holdCode(page);
  await page.goto("/en-US/products/baby-crib/?colour=black", { waitUntil: "domcontentloaded" });
  // The tap lands the moment React has reached the button, before its page has started: the page then
  // still holds the colour it was built with, not the one the address names.
  const tapped = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const button = [...document.querySelectorAll("main button")].find(
          (candidate) => candidate.textContent === "Add to cart",
        );
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (!button || !Object.keys(button).some((key) => key.startsWith("__reactProps"))) {
            channel.port2.postMessage(null);
            return;
          }
          (button as HTMLElement).click();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
  release();
  await tapped;
  await expect(page.getByRole("dialog", { name: /was added to your cart/ })).toContainText("Black");
});

test("the menu tapped before the code opens once the code is there, and stays open", async ({ page }) => {
  const release = await holdCode(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const menu = page.locator('header button[aria-controls="main-navigation"]');
  await menu.click();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-busy", "true");
  release();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Hoofdnavigatie" })).toBeVisible();
  // The held tap has run, once: a second run would have closed it again.
  await expect(menu).not.toHaveAttribute("aria-busy");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
});

test("on the bouncers page, Filters tapped on a phone before the code open once it is there", async ({
  page,
}) => {
  const release = await holdCode(page);
  await page.goto("/en-US/categories/bouncers/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  release();
  await expect(page.getByRole("checkbox", { name: "Black" })).toBeVisible();
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test("a colour filter ticked before the code filters the bouncers once it is there", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/en-US/categories/bouncers/", { waitUntil: "domcontentloaded" });
    const black = page.getByRole("checkbox", { name: "Black" });
    await black.click();
    await expect(black).toBeChecked();
    release();
    await expect(page).toHaveURL(/[?&]o_colour=black(&|$)/);
    await expect(page.getByRole("checkbox", { name: "Black" })).toBeChecked();
  });
});

/** The search service's answers merchandising waits for: the category's list and the banners' settings. */
const merchandisingAnswered = (page: Page) =>
  Promise.all(
    [/\/cs\/v2\/search/, /\/(kmc|klevu-js-api)\//].map((url) =>
      page.waitForResponse((response) => url.test(response.url())),
    ),
  );

test.describe("a category page as its merchandised list arrives", () => {
  // Tall enough that the first products show without scrolling, which would start merchandising early.
  test.use({ viewport: { width: 1280, height: 1600 }, hasTouch: false });

  test("the product pressed in the built list is the one that opens", async ({ page }) => {
    await page.goto("/en-US/categories/baby-carriers/");
    const product = page
      .getByRole("region", { name: "Products in this category" })
      .getByRole("link", { name: "Baby Carrier One", exact: true });
    // React has hydrated the link: before that the browser follows it by itself.
    await expect
      .poll(() => product.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__react"))))
      .toBe(true);
    const answered = merchandisingAnswered(page);
    await product.hover();
    // The press is the page's first interaction: merchandising loads and answers while it is held.
    await page.mouse.down();
    await answered;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.mouse.up();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baby Carrier One");
    // Then the merchandised list takes the built one's place.
    await page.goBack();
    await expect(page.locator("[data-merchandised]")).toBeVisible();
  });
});
