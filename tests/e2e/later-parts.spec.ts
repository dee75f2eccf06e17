import { expect, test } from "./support/fixtures";
import { declineOptionalCookies, LANGUAGES } from "./support/shop";

const nl = LANGUAGES["nl-NL"];

declare global {
  interface Window {
    removedParts?: string[];
    crumbsWithPage?: Promise<boolean>;
  }
}

test("the footer, navigation, breadcrumbs and related products never leave the page while their code loads", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Everything of these parts the page loses between the first paint and the visitor using them.
  await page.addInitScript(() => {
    window.removedParts = [];
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.removedNodes]))
        if (node instanceof Element && node.matches("footer, nav, section, ol, li"))
          window.removedParts?.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/products/baby-carrier-one/");
  const parts = [
    page.getByRole("contentinfo"),
    page.locator("#main-navigation"),
    page.getByRole("navigation", { name: "Kruimelpad" }),
    page.getByRole("heading", { name: "Past er goed bij" }),
  ];
  for (const part of parts) await expect(part).toBeAttached();

  await declineOptionalCookies(page, nl);
  await page.mouse.wheel(0, 4000);
  const preferences = page.getByRole("dialog", { name: "Cookie-instellingen" });
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-instellingen" }).click();
  await expect(preferences).toBeVisible();

  for (const part of parts) await expect(part).toBeAttached();
  expect(await page.evaluate(() => window.removedParts)).toEqual([]);
});

test("a page that shows breadcrumbs first after a client-side navigation shows them at once", async ({
  page,
}) => {
  await page.goto("/");
  await declineOptionalCookies(page, nl);
  // Whether the breadcrumbs are there in the very render that shows the next page's heading.
  await page.evaluate(() => {
    const heading = () => document.querySelector("main h1")?.textContent;
    const home = heading();
    window.crumbsWithPage = new Promise((resolve) =>
      new MutationObserver((_, observer) => {
        if (heading() === home) return;
        observer.disconnect();
        resolve(document.querySelector('nav[aria-label="Kruimelpad"]') !== null);
      }).observe(document.body, { childList: true, subtree: true, characterData: true }),
    );
  });
  await page.getByRole("main").getByRole("link", { name: nl.carriers }).first().click();
  await expect(page).toHaveURL(/\/categories\/baby-carriers\/$/);
  expect(await page.evaluate(() => window.crumbsWithPage)).toBe(true);
});
