import { expect, storageKeys, test } from "./support/fixtures";

test("before consent nothing but strictly necessary data is stored", async ({ page, context }) => {
  await page.goto("/?awc=1234_abc&cjevent=evt42");
  await expect(page.getByRole("dialog", { name: "Cookies bij Babyshop" })).toBeVisible();
  const keys = await storageKeys(page);
  expect(keys.filter((key) => key.startsWith("klevu-"))).toEqual([]);
  expect(keys).not.toContain("storefront-affiliate");
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => !["country", "consent"].includes(name))).toEqual([]);
});

test("accepting marketing keeps affiliate ids; rejecting erases them", async ({ page }) => {
  await page.goto("/?awc=1234_abc&cjevent=evt42");
  await page.getByRole("button", { name: "Alles accepteren" }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("storefront-affiliate")))
    .toBe(JSON.stringify({ awinId: "1234_abc", cjEventId: "evt42" }));

  await page.goto("/");
  const preferences = page.getByRole("dialog", { name: "Cookie-instellingen" });
  await expect(async () => {
    await page.getByRole("button", { name: "Cookie-instellingen" }).click();
    await expect(preferences).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await preferences.getByRole("button", { name: "Alleen noodzakelijk" }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("storefront-affiliate"))).toBeNull();
});

test("hostile affiliate parameters are ignored", async ({ page }) => {
  await page.goto("/?awc=%3Cscript%3Ealert(1)%3C%2Fscript%3E&cjevent=javascript:alert(1)");
  await page.getByRole("button", { name: "Alles accepteren" }).click();
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => localStorage.getItem("storefront-affiliate"))).toBeNull();
  expect(await page.content()).not.toContain("alert(1)");
});
