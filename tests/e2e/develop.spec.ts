import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ConsoleMessage, Page } from "@playwright/test";
import { DEVELOP_URL, developOnCopy, test } from "./support/develop-copy";
import { expect as expectBuilt, missingPage, openLink } from "./support/fixtures";
import { resolveTarget } from "./support/redirect-table";
import { PAGE_STARTED_ATTRIBUTE } from "../../src/page-start/start-page";
import { follow, landOnShops } from "./support/shop-hosts";

// `npm run develop` on a copy of the project, edited while it runs (the server the studio's tests share).
test.describe.configure({ mode: "serial", timeout: 180_000 });

// Development pages load megabytes of unminified code and run their queries when first asked for:
// on a loaded machine that takes longer than a built page.
const PAGE_TIMEOUT = 30_000;
const expect = expectBuilt.configure({ timeout: PAGE_TIMEOUT });
test.use({ baseURL: DEVELOP_URL, locale: "nl-NL" });

const copy = developOnCopy();

/** Edits a file of the running project's copy: replaces `from` (which must be there) by `to`. */
function edit(file: string, from: string, to: string): () => void {
  const at = path.join(copy.project, file);
  const text = readFileSync(at, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(at, text.replace(from, to));
  return () => writeFileSync(at, text);
}

/** Chromium's advice that a preloaded file went unused a few seconds after load: the development server
 * preloads every page's data, and when Gatsby's runtime asks for it is its own timing (CI, under load). */
const LATE_PRELOAD = /was preloaded using link preload but not used within a few seconds/;

/** Console errors and warnings, with their arguments written out (React's have `%s` placeholders). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  const record = async (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (LATE_PRELOAD.test(message.text())) return;
    const args = await Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => "")));
    messages.push(`${message.type()}: ${args.map(String).join(" ") || message.text()}`);
  };
  page.on("console", (message) => void record(message));
  page.on("pageerror", (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

const PAGES = [
  "/",
  "/categories/baby-carriers/",
  "/products/baby-carrier-one/",
  "/bundles/sleep-set/",
  "/guides/babywearing-guide/",
  "/stores/",
  "/cart/",
  "/checkout/",
  "/search/?q=draagzak",
  "/order-confirmation/",
];

test("every page type opens in both languages without a console error or React warning", async ({
  page,
  problems,
}) => {
  problems.expect(missingPage("/no-such-page/"));
  const messages = watchConsole(page);
  for (const prefix of ["", "/en-US"]) {
    for (const pagePath of PAGES) {
      await page.goto(`${prefix}${pagePath}`);
      await expect(page.getByRole("heading", { level: 1 }).first(), `${prefix}${pagePath}`).toBeVisible();
      // Started: hydrated with its data, so that what React says about the page is heard before the next.
      await expect(
        page.locator(`#___gatsby[${PAGE_STARTED_ATTRIBUTE}]`),
        `${prefix}${pagePath}`,
      ).toBeAttached();
      await expect(page.locator("html"), `${prefix}${pagePath}`).toHaveAttribute(
        "lang",
        prefix ? "en-US" : "nl-NL",
      );
    }
  }
  // An unknown address shows the site's own 404 page, translated; only the missing page itself fails to load.
  await page.goto("/no-such-page/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  expect(messages.filter((message) => !/Failed to load resource: .* 404/.test(message))).toEqual([]);
});

test("moving between pages in the browser logs nothing either", async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto("/en-US/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.locator("main");
  const timeout = PAGE_TIMEOUT;
  const carriers = main.getByRole("link", { name: /carriers/i }).first();
  await openLink(page, carriers, /\/en-US\/categories\//, { timeout });
  const carrier = main.locator('a[href="/en-US/products/baby-carrier-one/"]').first();
  await openLink(page, carrier, /\/en-US\/products\/baby-carrier-one\/$/, { timeout });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baby Carrier One");
  await openLink(page, page.getByRole("link", { name: "Cart" }), /\/en-US\/cart\/$/, { timeout });
  expect(messages).toEqual([]);
});

test("search answers from the local search service started with it", async ({ page }) => {
  await page.goto("/en-US/search/?q=bouncer");
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: /Bouncer/ })
      .first(),
  ).toBeVisible();
});

test("a campaign link lands where `redirects resolve` says, in any letter case", async ({
  page,
  context,
}) => {
  await landOnShops(context);
  expect(await follow(page, "/redirects/qr-kitchen-1/?country=de")).toBe(resolveTarget("qr-kitchen-1", "de"));
  expect(await follow(page, "/REDIRECTS/QR-Kitchen-1?country=nl")).toBe(resolveTarget("qr-kitchen-1", "nl"));
});

test("edits of a product, a text and a campaign link show without a restart", async ({ page, context }) => {
  await page.goto("/en-US/products/baby-carrier-one/");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Baby Carrier One");

  // The open page follows the edit by itself.
  const restoreProduct = edit(
    "content/catalogue/products/baby-carrier-one.yaml",
    "en-US: Baby Carrier One\n",
    "en-US: Carrier One Plus\n",
  );
  await expect(heading).toHaveText("Carrier One Plus");

  // The local search service indexes the edit too.
  const search = await page.context().newPage();
  await search.goto("/en-US/search/?q=carrier");
  await expect(
    search
      .locator("main")
      .getByRole("link", { name: /Carrier One Plus/ })
      .first(),
  ).toBeVisible();
  await search.close();

  const restoreText = edit(
    "locales/en-US/layout.json",
    '"skipToContent": "Skip to content"',
    '"skipToContent": "Jump to the content"',
  );
  await expect(page.getByRole("link", { name: "Jump to the content" })).toBeAttached();

  const restoreLink = edit(
    "content/redirects/in-store-qr/qr-kitchen-1.yaml",
    "target: /categories/kitchen/",
    "target: /categories/bathroom/",
  );
  await landOnShops(context);
  await expect
    .poll(() => follow(page, "/redirects/qr-kitchen-1/?country=de"))
    .toBe(resolveTarget("qr-kitchen-1", "de").replace("/categories/kitchen/", "/categories/bathroom/"));

  // As the studio's tests, which share the server, expect the copy.
  for (const restore of [restoreProduct, restoreText, restoreLink]) restore();
});

test("synonyms edited in content/search show in search without a restart", async ({ page }) => {
  // No text of the shop says "bassinet": nothing is found until a synonym says what it is.
  await page.goto("/en-US/search/?q=bassinet");
  await expect(page.getByText("No results for “bassinet”")).toBeVisible();
  const restore = edit("content/search/synonyms.yaml", "  en-US:\n", "  en-US:\n    - bassinet => cradle\n");
  // Among the results: the page with none shows trending products instead, the Cradle may be one.
  const cradle = page
    .getByRole("region", { name: "Search results" })
    .getByRole("link", { name: "Cradle", exact: true })
    .first();
  // The service indexes the edit a moment after it is saved; each reload asks it again.
  await expect(async () => {
    await page.reload();
    await expect(cradle).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  restore();
});

test("a broken file keeps the server and the last good page; fixing it recovers", async ({ page }) => {
  await page.goto("/en-US/products/baby-carrier-one/");
  // The page's own heading, by its place: the error overlay is a modal dialog with a heading of its own,
  // and hides the page from the accessibility tree while it is open.
  const heading = page.locator("main h1");
  const name = (await heading.textContent()) ?? "";
  const file = "content/catalogue/products/baby-carrier-one.yaml";
  const restore = edit(file, "handle: baby-carrier-one\n", 'handle: "baby-carrier-one\n');

  // The mistake is printed as the build prints it, and shown in the browser's error overlay.
  await expect
    .poll(() => copy.develop?.output())
    .toMatch(/content\/catalogue\/products\/baby-carrier-one\.yaml:\d+: /);
  const overlay = page.locator("gatsby-fast-refresh").getByText(/baby-carrier-one\.yaml:\d+:/);
  await expect(overlay.first()).toBeVisible();
  await page.reload();
  await expect(heading).toHaveText(name);

  restore();
  const fixedName = edit(file, `en-US: ${name}\n`, "en-US: Carrier One Fixed\n");
  await expect(heading).toHaveText("Carrier One Fixed");
  await expect(overlay).toHaveCount(0);
  fixedName();
});
