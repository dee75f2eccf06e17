import { ANY_MISSING_PAGE, expect, test } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import {
  HOSTILE_VALUES,
  hostileQuery,
  leaks,
  PAYLOAD,
  serveWithoutQuery,
  settle,
  watchDialogs,
} from "./support/hostile";
import { SITE_URL } from "./support/ports";
import { index, table } from "./support/redirect-table";
import { rulesFor } from "../../src/redirects/resolve";
import { normaliseSearchTerm } from "../../src/search/search-term";

const PAGES = {
  home: "/",
  category: "/categories/baby-carriers/",
  product: "/products/baby-carrier-one/",
  bundle: "/bundles/carrier-starter-set/",
  guide: "/guides/returns/",
  stores: "/stores/",
  cart: "/cart/",
  checkout: "/checkout/",
  "order confirmation": "/order-confirmation/",
  search: "/search/",
  "404": "/bestaat-niet/",
};
/**
 * Pages that read filters, sort and page from the URL and ask the search service with them as they
 * load (a category asks only once the visitor uses it).
 */
const ASKS_SEARCH = ["search"];

test.describe("hostile query parameters", () => {
  test.beforeEach(({ context }) => serveWithoutQuery(context));

  for (const [name, path] of Object.entries(PAGES)) {
    const expected = name === "404" ? [ANY_MISSING_PAGE] : [];

    test(`the ${name} page ignores them and writes none of them out`, async ({ page, problems }) => {
      test.slow();
      problems.expect(...expected);
      const dialogs = watchDialogs(page);
      for (const value of HOSTILE_VALUES) {
        await page.goto(`${path}${hostileQuery(value)}`);
        await settle(page, { asksSearch: ASKS_SEARCH.includes(name) });
        expect(await leaks(page, value, dialogs), value.slice(0, 40)).toEqual([]);
      }
    });
  }

  test("with consent to statistics, a hostile search is remembered as words, never as markup", async ({
    page,
  }) => {
    await standInThirdParties(page.context());
    test.slow();
    await page.goto("/search/");
    await page.getByRole("button", { name: "Alles accepteren" }).click();
    const dialogs = watchDialogs(page);
    const recentSearches = () => page.evaluate(() => localStorage.getItem("klevu-last-searches") ?? "");
    for (const value of HOSTILE_VALUES.filter((candidate) => /<|%3C/i.test(candidate))) {
      await page.goto(`/search/${hostileQuery(value)}`);
      // Kept among the recent searches: as the words the search page searched for.
      const words = JSON.stringify(normaliseSearchTerm(value)).slice(1, -1);
      await expect.poll(recentSearches, { timeout: 15_000 }).toContain(words);
      expect(await leaks(page, value, dialogs), value.slice(0, 40)).toEqual([]);
    }
  });

  test("a campaign link sends them on, but only to a target of its own table", async ({ page, context }) => {
    const slug = table.entries[0]?.slug ?? "";
    const targets = new Set(
      (rulesFor(index, slug) ?? []).map(({ toPath }) => new URL(toPath).origin + new URL(toPath).pathname),
    );
    await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>shop</title>" }),
    );
    const dialogs = watchDialogs(page);
    for (const value of HOSTILE_VALUES) {
      await page.goto(`/redirects/${slug}/${hostileQuery(value)}`, { waitUntil: "commit" });
      await page.waitForURL(/\.example\//, { waitUntil: "commit" });
      const landed = new URL(page.url());
      expect(targets, value.slice(0, 40)).toContain(landed.origin + landed.pathname);
    }
    expect(dialogs).toEqual([]);
  });
});

/** Language prefixes that are not languages, and paths that try to leave the site. */
const HOSTILE_PATHS = [
  `/<script>${PAYLOAD}</script>/`,
  `/en-US%3Cscript%3E${encodeURIComponent(PAYLOAD)}%3C%2Fscript%3E/`,
  "/EN-us/",
  `/en-US"><img src=x onerror="${PAYLOAD}">/cart/`,
  `/javascript:${PAYLOAD}/`,
  "//evil.example/",
  "/%2F%2Fevil.example/",
  "/\\evil.example/",
];

for (const locale of ["nl-NL", "en-US"]) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test("gets the 404 page for a language prefix that is not one, and stays on the site", async ({
      page,
      problems,
    }) => {
      test.slow();
      problems.expect(ANY_MISSING_PAGE);
      const dialogs = watchDialogs(page);
      for (const path of HOSTILE_PATHS) {
        const response = await page.goto(`${SITE_URL}${path}`);
        expect(response?.status(), path).toBe(404);
        await settle(page, { asksSearch: false });
        expect(new URL(page.url()).origin, path).toBe(SITE_URL);
        await expect(page.locator("html")).toHaveAttribute("lang", /^(nl-NL|en-US)$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          /Pagina niet gevonden|Page not found/,
        );
        expect(await leaks(page, decodeURIComponent(path.slice(1, -1)), dialogs), path).toEqual([]);
      }
    });
  });
}
