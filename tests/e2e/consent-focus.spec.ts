import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { openQuickSearch } from "./support/shop";

// The banner starts with its stylesheet: holding it back decides when the banner can appear. The
// service worker, which would fetch it out of the test's sight, is blocked.
test.use({ serviceWorkers: "block", viewport: { width: 390, height: 844 }, locale: "en-US" });

const SEARCH_TOGGLE = 'header button[aria-controls="site-search"]';
const banner = (page: Page) => page.getByRole("dialog", { name: "Cookies at Babyshop" });
const searchField = (page: Page) => page.locator("header").getByRole("combobox");

/** Holds the banner's stylesheet until `release` is called. */
async function holdBanner(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/vendor\/cookieconsent-[\d.]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once React has hydrated the header's search button, so that a click opens search. */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (selector) =>
          Object.keys(document.querySelector(selector) ?? {}).some((k) => k.startsWith("__react")),
        SEARCH_TOGGLE,
      ),
    )
    .toBe(true);
}

/**
 * Marks `window.bannerSettled` once the banner is shown and the library has made both of its attempts
 * to move the focus: 100 ms after it opens, and when its fade-in ends. The fade-in has ended when the
 * banner is opaque with no transition running: a browser that styles the banner for the first time in
 * the frame it is shown (as a busy one may) runs no transition and fires no `transitionend`.
 */
async function watchBanner(page: Page, openSearchAfterMs?: number): Promise<void> {
  await page.evaluate(
    ({ delay, toggle }) => {
      const w = window as unknown as { bannerSettled?: boolean };
      const observer = new MutationObserver(() => {
        if (!document.documentElement.classList.contains("show--consent")) return;
        observer.disconnect();
        const shownAt = performance.now();
        if (delay !== null) setTimeout(() => document.querySelector<HTMLElement>(toggle)?.click(), delay);
        const fadedIn = () => {
          const card = document.querySelector("#cc-main .cm");
          return !!card && card.getAnimations().length === 0 && getComputedStyle(card).opacity === "1";
        };
        const check = () => {
          if (
            fadedIn() &&
            performance.now() - shownAt > 150 &&
            (delay === null || performance.now() - shownAt > delay)
          )
            w.bannerSettled = true;
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    },
    { delay: openSearchAfterMs ?? null, toggle: SEARCH_TOGGLE },
  );
}

const settled = (page: Page) =>
  expect
    .poll(
      () => page.evaluate(() => (window as unknown as { bannerSettled?: boolean }).bannerSettled ?? false),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);

test("search opened before the banner appears keeps the focus; the banner waits until search closes", async ({
  page,
}) => {
  const release = await holdBanner(page);
  await page.goto("/en-US/");
  const input = await openQuickSearch(page);
  await expect(input).toBeFocused();
  release();
  // The banner has started (its dialog is in the page) but stays closed while search is open.
  await expect(page.locator("#cc-main [role=dialog]")).toBeAttached({ timeout: 15_000 });
  await expect(banner(page)).toBeHidden();
  await input.pressSequentially("crib");
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("crib");

  await input.press("Escape");
  await input.press("Escape");
  await expect(page.locator(SEARCH_TOGGLE)).toHaveAttribute("aria-expanded", "false");
  await expect(banner(page)).toBeVisible();
});

/** Opens search `delay` ms after the banner appears; resolves once the banner has settled. */
async function openSearchAfterBanner(page: Page, delay: number): Promise<void> {
  const release = await holdBanner(page);
  await page.goto("/en-US/");
  await hydrated(page);
  await watchBanner(page, delay);
  release();
  await settled(page);
}

// Search opened at moments from the banner's first frame to after its fade-in, when the library
// tries to move the focus into it. Opened before its first attempt (100 ms), the banner announces itself.
for (const delay of [0, 20, 50, 90]) {
  test(`search opened ${delay} ms after the banner appears keeps the focus; the banner announces itself`, async ({
    page,
  }) => {
    await openSearchAfterBanner(page, delay);
    await expect(searchField(page)).toBeFocused();
    await expect(banner(page)).toBeVisible();
    await expect(page.locator("#consent-root [role=status]")).toHaveText(/make your choice in the banner/);
    // Typing goes into search, not into the banner.
    await page.keyboard.type("bouncer");
    await expect(searchField(page)).toHaveValue("bouncer");
  });
}

for (const delay of [110, 160, 250, 400]) {
  test(`search opened ${delay} ms after the banner appears keeps the focus`, async ({ page }) => {
    await openSearchAfterBanner(page, delay);
    await expect(searchField(page)).toBeFocused();
    await expect(banner(page)).toBeVisible();
    // Typing goes into search, not into the banner.
    await page.keyboard.type("bouncer");
    await expect(searchField(page)).toHaveValue("bouncer");
  });
}

test("with nothing else focused the banner takes the focus; search opened after it takes it back", async ({
  page,
}) => {
  const release = await holdBanner(page);
  await page.goto("/en-US/");
  await hydrated(page);
  await watchBanner(page);
  release();
  await settled(page);
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("#cc-main"))).toBe(true);

  const input = await openQuickSearch(page);
  await expect(input).toBeFocused();
  await input.pressSequentially("cot");
  await expect(input).toHaveValue("cot");
});

test("the banner waits while the navigation is open, then opens first in the tab order", async ({ page }) => {
  const release = await holdBanner(page);
  await page.goto("/en-US/");
  const menu = page.getByRole("button", { name: /^(Open|Close) menu$/ });
  await open(menu);
  await open(page.getByRole("button", { name: "Carriers" }));
  release();
  await expect(page.locator("#cc-main [role=dialog]")).toBeAttached({ timeout: 15_000 });
  await expect(banner(page)).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(banner(page)).toBeVisible();
  // The menu button keeps the focus; the banner is the first thing in the page to tab to.
  await expect(menu).toBeFocused();
  expect(
    await page.evaluate(() => document.body.firstElementChild?.contains(document.querySelector("#cc-main"))),
  ).toBe(true);
  // One step back from the page's first link or button reaches the banner.
  await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button")]
      .find((element) => !element.closest("#consent-root") && element.checkVisibility())
      ?.focus(),
  );
  await page.keyboard.press("Shift+Tab");
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("#cc-main"))).toBe(true);
});
