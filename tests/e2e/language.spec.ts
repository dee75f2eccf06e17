import { expect, test } from "./support/fixtures";

test("a stored en-US language sends / to /en-US/ keeping search and hash, without errors", async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => localStorage.setItem("gatsby-i18next-language", "en-US"));
  await page.goto("/?a=1#x");
  await expect(page).toHaveURL(/\/en-US\/?\?a=1#x$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
  // The page has started once the consent dialog, the last thing it loads, shows.
  await expect(page.getByRole("dialog", { name: "Cookies at Babyshop" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test.describe("an English browser", () => {
  test.use({ locale: "en-US" });

  test("is sent to the English page", async ({ page, problems }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en-US\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
    // The page has started once the consent dialog, the last thing it loads, shows.
    await expect(page.getByRole("dialog", { name: "Cookies at Babyshop" })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});

test("a stored language that the site does not have falls back to the page language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("gatsby-i18next-language", "xx-XX"));
  await page.goto("/");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
});

test.describe("private browsing, where storage throws", () => {
  test("the site still shows its pages", async ({ page, problems }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: deny });
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dicht bij je baby, vanaf dag één");
    expect(problems.errors.filter((error) => error.startsWith("uncaught"))).toEqual([]);
  });
});

test("a language picked before the page has hydrated is remembered too", async ({ page }) => {
  // The page's own code comes late, as on a slow phone: the language link is a plain link until then.
  await page.route(/component---src-templates-home-tsx-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("link", { name: "EN", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("gatsby-i18next-language"))).toBe("en-US");
});
