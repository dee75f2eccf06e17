import { expect, storageKeys, test } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { openCookieSettings, openQuickSearch } from "./support/shop";

test("before consent nothing but strictly necessary data is stored", async ({ page, context }) => {
  await page.goto("/?awc=1234_abc&cjevent=evt42");
  await expect(page.getByRole("dialog", { name: "Cookies bij Babyshop" })).toBeVisible();
  const keys = await storageKeys(page);
  expect(keys.filter((key) => key.startsWith("klevu-"))).toEqual([]);
  expect(keys).not.toContain("storefront-affiliate");
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  // The shop's country, the consent choice and the language the visitor reads (for the CDN) are all the
  // strictly necessary cookies there are.
  expect(cookies.filter((name) => !["country", "consent", "nf_lang"].includes(name))).toEqual([]);
});

test("accepting marketing keeps affiliate ids; rejecting erases them", async ({ page }) => {
  await standInThirdParties(page.context());
  await page.goto("/?awc=1234_abc&cjevent=evt42");
  await page.getByRole("button", { name: "Alles accepteren" }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("storefront-affiliate")))
    .toBe(JSON.stringify({ awinId: "1234_abc", cjEventId: "evt42" }));

  await page.goto("/");
  const preferences = await openCookieSettings(page, "Cookie-instellingen");
  await preferences.getByRole("button", { name: "Alleen noodzakelijk" }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("storefront-affiliate"))).toBeNull();
});

// Each link pairs a hostile id with a valid one: the valid id being stored shows that the ids were
// written, and what was written is then checked whole.
const HOSTILE_AFFILIATE_LINKS = [
  {
    hostile: "awc",
    link: "/?awc=%3Cscript%3Ealert(1)%3C%2Fscript%3E&cjevent=evt42",
    kept: { cjEventId: "evt42" },
  },
  { hostile: "cjevent", link: "/?awc=1234_abc&cjevent=javascript:alert(1)", kept: { awinId: "1234_abc" } },
];

for (const { hostile, link, kept } of HOSTILE_AFFILIATE_LINKS) {
  test(`a hostile ${hostile} is ignored; the other affiliate id is kept`, async ({ page }) => {
    await standInThirdParties(page.context());
    await page.goto(link);
    await page.getByRole("button", { name: "Alles accepteren" }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("storefront-affiliate")))
      .toBe(JSON.stringify(kept));
    expect(await page.content()).not.toContain("alert(1)");
  });
}

test.describe(() => {
  test.use({ serviceWorkers: "block" });

  test("the consent banner waits while the visitor types in search, then asks", async ({ page }) => {
    // The banner starts with its stylesheet: held back until the visitor is typing (the service worker,
    // which would fetch it out of the test's sight, is blocked).
    let release = () => {};
    const typing = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/vendor\/cookieconsent-[\d.]+\.css$/, async (route) => {
      await typing;
      await route.continue();
    });
    await page.goto("/en-US/");
    const input = await openQuickSearch(page);
    await input.pressSequentially("bouncer");
    // The banner checks every half second whether the visitor is free: from here on, time in the page
    // passes only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    release();
    // The banner has started (its dialog is in the page, hidden); three of its checks find the visitor
    // busy, and it neither opens nor takes the focus.
    await expect(page.locator("#cc-main [role=dialog]")).toBeAttached({ timeout: 15_000 });
    await page.clock.runFor(1500);
    await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeHidden();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("bouncer");
    await page.clock.resume();

    // Escape clears the field, then closes search: the field leaves the page, and the banner asks.
    await input.press("Escape");
    await input.press("Escape");
    await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible();
  });
});
