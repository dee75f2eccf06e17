import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

test("a stored en-US language sends / to /en-US/ keeping search and hash, without errors", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("gatsby-i18next-language", "en-US"));
  await page.goto("/?a=1#x");
  await expect(page).toHaveURL(/\/en-US\/?\?a=1#x$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
  // The page has started once the consent dialog, the last thing it loads, shows.
  await expect(page.getByRole("dialog", { name: "Cookies at Babyshop" })).toBeVisible();
});

test.describe("an English browser", () => {
  test.use({ locale: "en-US" });

  test("is sent to the English page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en-US\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to your baby from day one");
    // The page has started once the consent dialog, the last thing it loads, shows.
    await expect(page.getByRole("dialog", { name: "Cookies at Babyshop" })).toBeVisible();
  });
});

test("a stored language that the site does not have falls back to the page language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("gatsby-i18next-language", "xx-XX"));
  await page.goto("/");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
});

test.describe("private browsing, where storage throws", () => {
  test("the site still shows its pages", async ({ page }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: deny });
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dicht bij je baby, vanaf dag één");
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
  // Mirrored for the CDN, which reads the cookie and not the storage.
  expect((await page.context().cookies()).find(({ name }) => name === "nf_lang")?.value).toBe("en-US");
});

/** The scripts a page requested, each with the page that asked for it. */
function scriptRequests(page: Page): { url: string; from: string }[] {
  const requests: { url: string; from: string }[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script")
      requests.push({ url: new URL(request.url()).pathname, from: request.headers()["referer"] ?? "" });
  });
  return requests;
}

test.describe("an English browser on a Dutch page", () => {
  test.use({ locale: "en-US" });

  for (const path of ["/", "/categories/baby-carriers/"])
    test(`at ${path} lands on the English page without loading the Dutch page's code`, async ({ page }) => {
      const scripts = scriptRequests(page);
      await page.goto(`${path}?colour=black#reviews`);
      await expect(page).toHaveURL(new RegExp(`/en-US${path}\\?colour=black#reviews$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      // The page has started once the consent dialog, the last thing it loads, shows.
      await expect(page.getByRole("dialog", { name: "Cookies at Babyshop" })).toBeVisible();
      expect(scripts.filter(({ from }) => !new URL(from).pathname.startsWith("/en-US/"))).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
    });

  test("stays Dutch when Dutch is the stored language", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("gatsby-i18next-language", "nl-NL"));
    await page.goto("/categories/baby-carriers/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dicht bij je, vanaf de eerste dag");
    await expect(page.getByRole("dialog", { name: "Cookies bij Babyshop" })).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/categories\/baby-carriers\/$/);
  });
});

test.describe("a Dutch browser", () => {
  test("with stored en-US goes to the English page", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("gatsby-i18next-language", "en-US"));
    await page.goto("/categories/baby-carriers/");
    await expect(page).toHaveURL(/\/en-US\/categories\/baby-carriers\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Close to you, from day one");
  });

  test("stays on the Dutch page, which starts as before", async ({ page }) => {
    const scripts = scriptRequests(page);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
    });
    await page.goto("/?colour=black");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dicht bij je baby, vanaf dag één");
    // The page has started once the consent dialog, the last thing it loads, shows.
    await expect(page.getByRole("dialog", { name: "Cookies bij Babyshop" })).toBeVisible();
    expect(navigations).toEqual(["/"]);
    expect(scripts.map(({ url }) => url)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-/)]));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("gatsby-i18next-language")))
      .toBe("nl-NL");
    expect((await page.context().cookies()).find(({ name }) => name === "nf_lang")?.value).toBe("nl-NL");
  });
});
