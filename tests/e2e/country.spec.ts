import { expect, test } from "./support/fixtures";

test("an invalid country cookie is removed and the store's first country is used", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "country", value: "<script>", domain: "localhost", path: "/" }]);
  await page.goto("/en-US/");
  await expect(page.getByRole("contentinfo")).toContainText("Netherlands");
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "country")).toBeUndefined();
});

test("?country= picks an allowed country and keeps it in a year-long, lax cookie", async ({
  page,
  context,
}) => {
  await page.goto("/?country=nl");
  const countryCookie = async () => (await context.cookies()).find((c) => c.name === "country");
  await expect.poll(async () => (await countryCookie())?.value).toBe("NL");
  const cookie = await countryCookie();
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.path).toBe("/");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test("a country the shop does not sell to is ignored", async ({ page, context }) => {
  await page.goto("/en-US/?country=us");
  await expect(page.getByRole("contentinfo")).toContainText("Netherlands");
  // The page has started once the consent dialog, the last thing it loads, shows.
  await expect(page.getByRole("dialog", { name: "Cookies at Babyshop" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "country")).toBeUndefined();
});
