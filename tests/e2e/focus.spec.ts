import type { Locator, Page } from "@playwright/test";
import { CHECKOUT, Checkout, PHONE } from "./support/checkout";
import { expect, open, test } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { declineOptionalCookies, LANGUAGES, openCookieSettings, openQuickSearchAt } from "./support/shop";

test.use({ locale: "en-US", viewport: PHONE });

const texts = LANGUAGES["en-US"];

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
};

const style = (locator: Locator, property: "outlineColor" | "borderColor" | "color") =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

/** Where the focus is: the element's accessible description of itself, for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body || !active ? "body" : active.outerHTML.slice(0, 80);
  });

/** Presses Escape in `inside`, which `toggle` opened: `toggle` reports it closed. */
async function closeWithEscape(inside: Locator, toggle: Locator): Promise<void> {
  await inside.focus();
  await inside.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
}

test("a focused field wears a ring of a colour no error uses, clearly visible on the page", async ({
  page,
}) => {
  const checkout = await Checkout.withBouncer(page, "en-US");
  const email = checkout.field("email");
  await email.fill("parent@example");
  await checkout.send();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const errorBorder = await style(email, "borderColor");
  const errorText = await style(page.getByText(CHECKOUT["en-US"].errors.email).first(), "color");

  // A text field shows the ring whenever it has the focus.
  await email.focus();
  await expect(email).toBeFocused();
  const ring = await style(email, "outlineColor");
  expect(ring).not.toBe(errorBorder);
  expect(ring).not.toBe(errorText);
  // Rust red, the brand's accent, reads as an error too.
  expect(ring).not.toBe("rgb(200, 85, 61)");
  expect(contrast(ring, "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(3);
  // Not a red: blue and green outweigh red.
  const [red = 0, green = 0, blue = 0] = (ring.match(/\d+/g) ?? []).map(Number);
  expect(blue + green).toBeGreaterThan(red * 2);
});

test("Escape closes search and gives the focus back to the search button", async ({ page }) => {
  const input = await openQuickSearchAt(page, texts);
  await expect(input).toBeFocused();
  const toggle = page.locator('header button[aria-controls="site-search"]');
  await closeWithEscape(input, toggle);
  await expect(toggle, await focused(page)).toBeFocused();
});

test("Escape closes the menu and gives the focus back to the menu button", async ({ page }) => {
  await page.goto("/en-US/");
  await declineOptionalCookies(page, texts);
  const menu = page.getByRole("button", { name: /^(Open|Close) menu$/ });
  await open(menu);
  await open(page.getByRole("button", { name: "Carriers" }));
  await closeWithEscape(page.getByRole("link", { name: "All baby carriers" }), menu);
  await expect(menu, await focused(page)).toBeFocused();
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Escape closes a menu section and gives the focus back to its button", async ({ page }) => {
    await page.goto("/en-US/");
    await declineOptionalCookies(page, texts);
    const section = page.getByRole("button", { name: "Carriers" });
    await open(section);
    await closeWithEscape(page.getByRole("link", { name: "All baby carriers" }), section);
    await expect(section, await focused(page)).toBeFocused();
  });
});

test("accepting all cookies leaves the focus in the page, not on its body", async ({ page }) => {
  await standInThirdParties(page.context());
  await page.goto("/en-US/");
  const banner = page.getByRole("dialog", { name: /Cookies/ });
  await banner.getByRole("button", { name: "Accept all" }).first().click();
  await expect(banner).toBeHidden();
  await expect.poll(() => focused(page)).not.toBe("body");
  // The keyboard goes on from the page's content.
  await expect(page.locator("main")).toBeFocused();
});

test("accepting all in the preferences opened from the footer gives the focus back to its button", async ({
  page,
}) => {
  await standInThirdParties(page.context());
  await page.goto("/en-US/");
  await declineOptionalCookies(page, texts);
  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  const preferences = await openCookieSettings(page, "Cookie settings");
  await preferences.getByRole("button", { name: "Accept all" }).click();
  await expect(preferences).toBeHidden();
  await expect(settings, await focused(page)).toBeFocused();
});
