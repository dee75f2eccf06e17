import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { loadShops } from "../../../src/markets/load-shops";
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
export const SHOP_COUNTRIES = (builtShop?.countries ?? []).map((country) => country.toUpperCase());

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
 * The page has rendered and the browser has been idle since (the consent banner, which loads then, is
 * in place), and every image it loads eagerly has loaded or failed: an injected `<img onerror>` would
 * have run.
 * Pages that ask the search service for what they show also wait for its answers.
 */
export async function settle(page: Page, { asksSearch }: { asksSearch: boolean }): Promise<void> {
  await page.locator("#cc-main").waitFor({ state: "attached" });
  if (asksSearch) await page.waitForLoadState("networkidle");
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
 * After a page has read `value` from its address: nothing ran, no markup reached the page, no
 * storage or cookie holds it, and the country cookie is absent or one of the shop's countries.
 */
export async function expectNothingLeaked(page: Page, value: string, dialogs: string[]): Promise<void> {
  const label = value.slice(0, 40);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), label).toBeUndefined();
  expect(dialogs, label).toEqual([]);
  const html = await page.content();
  const stored = [...(await storedValues(page)), ...(await page.context().cookies()).map((c) => c.value)];
  for (const form of leakedForms(value)) {
    // Markup must not reach the page, nor anything longer than a search term may be.
    if (/[<>"]/.test(form) || form.length > 100)
      expect(html.includes(form), `${label} in the page`).toBe(false);
    expect(
      stored.some((entry) => entry.includes(form)),
      `${label} in storage or a cookie`,
    ).toBe(false);
  }
  const scriptUrls = await page
    .locator("[href^='javascript:' i], [src^='javascript:' i], [action^='javascript:' i]")
    .count();
  expect(scriptUrls, `${label} as a script address`).toBe(0);
  const country = (await page.context().cookies()).find((cookie) => cookie.name === "country");
  if (country) expect(SHOP_COUNTRIES, label).toContain(country.value);
}
