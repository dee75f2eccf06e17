import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openCookieSettings } from "./support/shop";
import {
  AWIN_PIXEL_URL,
  CJ_PIXEL_URL,
  TAG_MANAGER_URL,
  THIRD_PARTY_SCRIPTS,
} from "./support/third-party-hosts";

test.use({ serviceWorkers: "allow" });

declare global {
  interface Window {
    thirdPartyRuns?: string[];
  }
}

/**
 * Answers the third parties with a script that notes it ran; returns the addresses asked for. On the
 * context, which also sees what the service worker fetches.
 */
async function answerThirdParties(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(THIRD_PARTY_SCRIPTS, (route) => {
    const url = route.request().url();
    requested.push(url);
    return route.fulfill({
      contentType: "text/javascript",
      body: `(window.thirdPartyRuns ??= []).push(${JSON.stringify(new URL(url).host)});`,
    });
  });
  return requested;
}

const ARRIVAL = "/?awc=1234_abc&cjevent=evt42";
const AWIN = `${AWIN_PIXEL_URL}?awc=1234_abc`;
const CJ = `${CJ_PIXEL_URL}?cjevent=evt42`;
/**
 * A visitor arrives from an affiliate's link, the third parties answered (`answerThirdParties`): gives
 * the addresses they were asked for, and the cookie banner.
 */
async function arriveFromAffiliate(page: Page, context: BrowserContext) {
  const requested = await answerThirdParties(context);
  await page.goto(ARRIVAL);
  return { requested, banner: page.getByRole("dialog", { name: "Cookies bij Babyshop" }) };
}

const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();

const acceptAllInSettings = async (page: Page) =>
  (await openCookieSettings(page, "Cookie-instellingen"))
    .getByRole("button", { name: "Alles accepteren" })
    .click();

test("the tag manager waits for statistics consent, the affiliate pixels for marketing; each loads once", async ({
  page,
  context,
}) => {
  const { requested, banner } = await arriveFromAffiliate(page, context);
  await expect(banner).toBeVisible({ timeout: 15_000 });
  // The banner's code has run and found no choice yet: nothing has loaded.
  expect(requested).toEqual([]);

  // Statistics only: the tag manager, and in the same moment no pixel.
  await banner.getByRole("button", { name: "Instellingen" }).click();
  const settings = page.getByRole("dialog", { name: "Cookie-instellingen" });
  // The switch's own input is hidden under its drawn toggle: the visitor clicks the label.
  await settings.locator("label", { hasText: "Statistieken en zoeken" }).click();
  await expect(settings.getByRole("checkbox", { name: "Statistieken en zoeken" })).toBeChecked();
  await settings.getByRole("button", { name: "Keuze opslaan" }).click();
  await expect.poll(() => requested).toEqual([TAG_MANAGER_URL]);
  await expect(page.locator("head script[data-script-id='tag-manager']")).toHaveCount(1);
  await expect(page.locator("head script[data-script-id$='-pixel']")).toHaveCount(0);
  expect(await page.evaluate(() => window.dataLayer?.some((entry) => "gtm.start" in entry))).toBe(true);

  // Marketing too: the pixels, with the visitor's click ids; the tag manager is not fetched again.
  await acceptAllInSettings(page);
  await expect.poll(() => sorted(requested)).toEqual(sorted([TAG_MANAGER_URL, AWIN, CJ]));

  // Consent confirmed once more adds the same scripts again: still one of each, none fetched twice.
  await acceptAllInSettings(page);
  await expect(page.getByRole("dialog", { name: "Cookie-instellingen" })).toBeHidden();
  await page.getByRole("main").getByRole("link", { name: "Draagzakken", exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/baby-carriers\/$/);
  await expect(page.locator("head script[data-script-id]")).toHaveCount(3);
  expect(requested).toHaveLength(3);
  expect(sorted(await page.evaluate(() => window.thirdPartyRuns))).toEqual([
    "pixel.awin.example",
    "tag.cj.example",
    "www.googletagmanager.com",
  ]);
});

test("a returning visitor's earlier consent loads the scripts as the page starts, once each", async ({
  page,
  context,
}) => {
  const { requested, banner } = await arriveFromAffiliate(page, context);
  await banner.getByRole("button", { name: "Alles accepteren" }).click();
  await expect.poll(() => requested).toHaveLength(3);

  requested.length = 0;
  await page.reload();
  await expect.poll(() => sorted(requested)).toEqual(sorted([TAG_MANAGER_URL, AWIN, CJ]));
  await expect(page.locator("head script[data-script-id]")).toHaveCount(3);
  await expect(banner).toBeHidden();
});
