import path from "node:path";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { loadShops } from "../../../src/shops/load-shops";
import { SITE_URL } from "./ports";

/** What every hostile value tries to run: a mark the test can read, and a dialog it would see. */
export const PAYLOAD = "window.__pwned=1;alert(document.domain)";

/** Values a crafted link could carry, each with a real payload where it is markup or script. */
export const HOSTILE_VALUES = [
  `"><img src=x onerror="${PAYLOAD}">`,
  `<script>${PAYLOAD}</script>`,
  `javascript:${PAYLOAD}`,
  `hostile-${"a".repeat(9_992)}`,
  "XX",
  // Full-width letters, a zero-width space and a right-to-left override: they read as NL, and are not.
  "ＮＬ\u200b\u202e",
  "__proto__",
  "constructor",
  // Encoded once more than the URL needs, and as HTML entities: decoded again, either is markup.
  `${encodeURIComponent(`<svg onload="${PAYLOAD}">`)}&lt;img src=x onerror=&quot;${PAYLOAD}&quot;&gt;`,
] as const;

/** Query parameters the shop reads, plus filter keys and prototype paths built from the value itself. */
const PARAMETERS = [
  "country",
  "q",
  "city",
  "sort",
  "page",
  "awc",
  "cjevent",
  "reloaded",
  "o_colour",
  "s_klevu_price",
];

export function hostileQuery(value: string): string {
  const params = new URLSearchParams();
  for (const name of PARAMETERS) params.append(name, value);
  params.append(`o_${value}`, value);
  params.append(`s_${value}`, value);
  params.append("__proto__[__pwned]", "1");
  params.append("constructor[prototype][__pwned]", "1");
  return `?${params}`;
}

const ROOT = path.resolve(__dirname, "../../..");
const shops = loadShops(ROOT);
const builtShop = shops.shops.find((shop) => shop.id === (process.env.SHOP ?? shops.default));
/** The countries the built shop sells to, as the `country` cookie holds them. */
const SHOP_COUNTRIES = (builtShop?.countries ?? []).map((country) => country.toUpperCase());

/**
 * A static host answers the same file whatever the query, but Node's header limit (16 KB) refuses
 * 10,000-character values before the page could see them: the server gets the address without its
 * query, the page keeps its own.
 */
export async function serveWithoutQuery(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === SITE_URL && url.search !== "",
    (route) => {
      const url = new URL(route.request().url());
      url.search = "";
      return route.continue({ url: url.toString() });
    },
  );
}

/**
 * What the search page shows once the search service has answered: its results (or that its filters
 * leave none) no longer loading, or that nothing was found, with what is popular instead.
 */
const searchAnswer = (page: Page): Locator =>
  page
    .getByRole("main")
    .locator("section[aria-busy=false], section[aria-labelledby=no-results]:has(h3)")
    .first();

/**
 * The page has rendered and the browser has been idle since (the consent banner, which loads then, is
 * in place), and every image it loads eagerly has loaded or failed: an injected `<img onerror>` would
 * have run.
 * The search page, which asks the search service for what it shows, also shows its answer.
 */
export async function settle(page: Page, { asksSearch }: { asksSearch: boolean }): Promise<void> {
  await page.locator("#cc-main").waitFor({ state: "attached" });
  if (asksSearch) await expect(searchAnswer(page)).toBeVisible();
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.loading === "lazy" || image.complete),
  );
}

/** Dialogs the page tried to open; each is dismissed. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** The forms in which a value would be dangerous or recognisable if written out. */
function leakedForms(value: string): string[] {
  const forms = new Set([value, encodeURIComponent(value)]);
  for (const decoded of [safeDecode(value), value.replace(/&lt;/g, "<").replace(/&gt;/g, ">")])
    if (/[<>"]/.test(decoded)) forms.add(decoded.replace(/&quot;/g, '"'));
  // Short codes (XX) occur in ordinary values: only longer values are recognisable.
  return [...forms].filter((form) => form.length >= 8);
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Everything the page keeps in its storages, as one list of strings. */
const storedValues = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).flatMap((key) => [key, storage.getItem(key) ?? ""]),
    ),
  );

/**
 * What leaked after a page has read `value` from its address, as a list of findings (empty when nothing
 * did): a payload that ran or opened a dialog, markup (or anything longer than a search term) written
 * into the page, the value in a storage or cookie, a script address, or a country cookie that is not
 * one of the shop's countries.
 */
export async function leaks(page: Page, value: string, dialogs: string[]): Promise<string[]> {
  const found = dialogs.map((message) => `a dialog: ${message}`);
  if ((await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)) !== undefined)
    found.push("a payload ran");
  const html = await page.content();
  const cookies = await page.context().cookies();
  const stored = [...(await storedValues(page)), ...cookies.map((cookie) => cookie.value)];
  for (const form of leakedForms(value)) {
    const shown = form.slice(0, 40);
    // Markup must not reach the page, nor anything longer than a search term may be.
    if ((/[<>"]/.test(form) || form.length > 100) && html.includes(form)) found.push(`in the page: ${shown}`);
    if (stored.some((entry) => entry.includes(form))) found.push(`in storage or a cookie: ${shown}`);
  }
  const scriptUrls = await page
    .locator("[href^='javascript:' i], [src^='javascript:' i], [action^='javascript:' i]")
    .count();
  if (scriptUrls > 0) found.push(`${scriptUrls} script addresses`);
  const country = cookies.find((cookie) => cookie.name === "country");
  if (country && !SHOP_COUNTRIES.includes(country.value)) found.push(`a country cookie of ${country.value}`);
  return found;
}
