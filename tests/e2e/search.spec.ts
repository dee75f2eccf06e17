import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { standInThirdParties } from "./support/third-party-hosts";
import { eventsAbout } from "./support/search-service";
import {
  declineOptionalCookies,
  LANGUAGES,
  openQuickSearch,
  openQuickSearchAt,
  resultCount,
  searchResults,
} from "./support/shop";

test("quick search suggests and finds carriers as the visitor types, and the keyboard follows one", async ({
  page,
}) => {
  const input = await openQuickSearchAt(page, LANGUAGES["en-US"]);
  await input.pressSequentially("carr");
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByRole("group", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
  const products = listbox.getByRole("group", { name: "Products" }).getByRole("option");
  await expect(products.first()).toContainText("Carrier");
  await expect(input).toHaveAttribute("aria-expanded", "true");

  // The arrow keys move through the list until the first product; Enter follows it.
  const first = products.first();
  await expect(async () => {
    await input.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [0] });
  await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  const name = (await first.locator("span").first().textContent()) ?? "";
  await input.press("Enter");
  await expect(page).toHaveURL(/\/en-US\/products\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("quick search shows the banner merchandised for the term, and it leads to its page", async ({
  page,
}) => {
  const input = await openQuickSearchAt(page, LANGUAGES["en-US"]);
  await input.pressSequentially("carrier");
  // Only the banner for quick search and this term: not the search page's gift guide.
  const banner = page.getByRole("list", { name: "Featured" }).getByRole("link");
  await expect(banner).toHaveText(["Babywearing for beginners"]);
  await banner.click();
  await expect(page).toHaveURL(/\/en-US\/guides\/babywearing-guide\/$/);
});

test("the search page lists bouncers, and filters, sort and pages live in the URL", async ({ page }) => {
  await page.goto("/en-US/search/?q=bouncer");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("bouncer");
  await expect(searchResults(page).first()).toContainText(/Bouncer/);
  const all = await resultCount(page);

  // A filter narrows the results and writes o_<key>; a reload restores it.
  const filters = page.getByRole("complementary", { name: "Filters" });
  const option = filters.getByRole("checkbox").first();
  // The URL is the state: the box shows ticked once the URL has changed.
  await option.click();
  await expect(page).toHaveURL(/[?&]o_\w+=/);
  await expect(option).toBeChecked();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const narrowed = await resultCount(page);
  const url = page.url();
  await page.reload();
  await expect(filters.getByRole("checkbox").first()).toBeChecked();
  await expect.poll(() => resultCount(page)).toBe(narrowed);
  expect(page.url()).toBe(url);

  // Back undoes the filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/o_/);
  await expect.poll(() => resultCount(page)).toBe(all);

  // The price range writes s_<key>.
  const highest = filters.getByRole("slider", { name: "Highest price" });
  await highest.focus();
  for (let i = 0; i < 20; i += 1) await highest.press("ArrowLeft");
  // s_ and the search service's key for the price.
  await expect(page).toHaveURL(/[?&]s_klevu_price=\d+(\.\d+)?-\d+(\.\d+)?/);
});

test("sort changes the order and the next page shows more", async ({ page }) => {
  await page.goto("/en-US/search/?q=baby");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await expect(searchResults(page).first()).toBeVisible();
  // Each card ends with its price, e.g. "Bouncer Easy€129.95".
  const prices = async () =>
    (await searchResults(page).allTextContents()).map((text) =>
      Number(text.match(/([\d,]+(?:\.\d+)?)\s*$/)?.[1]?.replace(/,/g, "")),
    );

  await page.getByRole("combobox", { name: "Sort" }).selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect
    .poll(async () => {
      const p = await prices();
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
    })
    .toBe(true);
  const cheapest = await searchResults(page).first().textContent();
  await page.getByRole("combobox", { name: "Sort" }).selectOption("price-desc");
  await expect
    .poll(async () => {
      const p = await prices();
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! >= v);
    })
    .toBe(true);
  await expect(searchResults(page).first()).not.toHaveText(cheapest ?? "");

  const firstOnPageOne = await searchResults(page).first().textContent();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(searchResults(page).first()).not.toHaveText(firstOnPageOne ?? "");
  await expect(page.getByRole("button", { name: "Previous page" })).toBeVisible();
});

for (const [date, shown] of [
  ["2026-11-30T12:00:00", false],
  ["2026-12-01T09:00:00", true],
  // The end date runs to 23:59:59 of its day, and no further.
  ["2026-12-31T23:59:59", true],
  ["2027-01-01T00:00:00", false],
] as const) {
  test(`the December banner ${shown ? "shows" : "does not show"} on ${date}`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(date));
    await page.goto("/en-US/search/?q=bouncer");
    await declineOptionalCookies(page, LANGUAGES["en-US"]);
    await expect(searchResults(page).first()).toBeVisible();
    // The always-on banner shows either way: the banners have loaded.
    await expect(page.getByRole("link", { name: "Gift guide for new parents" })).toBeVisible();
    await expect(page.getByRole("link", { name: "A bouncer for the holidays, all of December" })).toHaveCount(
      shown ? 1 : 0,
    );
  });
}

test("the search page's results arrive without waiting for its code, in one search", async ({
  page,
  baseURL,
}) => {
  // The search endpoint of each project: the local service, or Klevu's routed to it.
  const isSearch = (url: string) => /\/cs\/v2\/search$/.test(new URL(url).pathname);
  const timeline: string[] = [];
  const searches: string[] = [];
  let answered = () => {};
  const searchAnswered = new Promise<void>((resolve) => (answered = resolve));
  page.on("request", (request) => {
    const body = request.postData() ?? "";
    if (isSearch(request.url()) && body.includes('"id":"search"')) {
      searches.push(body);
      timeline.push("search sent");
    }
  });
  page.on("requestfinished", (request) => {
    if (isSearch(request.url()) && request.postData()?.includes('"id":"search"')) {
      timeline.push("search answered");
      answered();
    }
  });
  // Every script of the page held back until the search has its answer, or for 10 s without one.
  await page.route(
    (url) => url.origin === new URL(baseURL ?? "").origin && url.pathname.endsWith(".js"),
    async (route) => {
      await Promise.race([searchAnswered, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      timeline.push("script sent");
      await route.continue();
    },
  );
  await page.goto("/en-US/search/?q=bouncer&sort=price-asc&s_price=1-1000");
  await expect(searchResults(page).filter({ hasText: "Bouncer" }).first()).toBeVisible({ timeout: 15_000 });
  expect(timeline.slice(0, 2)).toEqual(["search sent", "search answered"]);
  expect(searches).toHaveLength(1);
});

test("the search page without a term offers the menu's categories, and only those, in the page's language", async ({
  page,
}) => {
  await page.goto("/en-US/search/");
  const categories = page
    .getByRole("heading", { name: "Popular categories" })
    .locator("xpath=following-sibling::ul[1]")
    .getByRole("link");
  await expect(categories).toHaveText([
    "All baby carriers",
    "Carrier accessories",
    "All bouncers",
    "Bouncer accessories",
    "Cribs",
    "Cradles",
    "Travel cribs",
    "Bathroom",
    "Kitchen",
  ]);
  await categories.filter({ hasText: "Travel cribs" }).click();
  await expect(page).toHaveURL(/\/en-US\/categories\/travel-cribs\/$/);
});

test("a keyword leads straight to its page", async ({ page }) => {
  await page.goto("/en-US/search/?q=returns");
  await expect(page).toHaveURL(/\/en-US\/returns-and-warranty\/$/);
});

test("quick search offers the pages the keywords lead to, in both languages, and one leads there", async ({
  page,
}) => {
  test.slow();
  // Dutch first: a visit to an English page makes English the visitor's language.
  const cases = [
    {
      prefix: "",
      terms: {
        retourneren: "Retourneren en garantie",
        terugsturen: "Retourneren en garantie",
        winkels: "Winkels",
      },
    },
    {
      prefix: "/en-US",
      terms: {
        returns: "Returns and warranty",
        "return policy": "Returns and warranty",
        stores: "Stores",
        cart: "Cart",
      },
    },
  ];
  await page.goto("/");
  await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
  for (const { prefix, terms } of cases) {
    await page.goto(`${prefix}/`);
    const input = await openQuickSearch(page);
    for (const [term, pageName] of Object.entries(terms)) {
      await input.fill(term);
      const listbox = page.getByRole("listbox");
      await expect(listbox).toHaveAttribute("data-term", term);
      await expect(listbox.getByRole("option", { name: pageName, exact: true })).toBeVisible();
      await expect(page.getByText(/Nothing found|Niets gevonden/)).toBeHidden();
    }
  }
  await page.getByRole("listbox").getByRole("option", { name: "Cart", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/cart\/$/);
});

test("with consent the search service receives the search and the click", async ({ page }) => {
  await standInThirdParties(page.context());
  await page.goto("/en-US/");
  await page.getByRole("button", { name: "Accept all" }).click();
  const term = "cradle";
  await page.goto(`/en-US/search/?q=${term}`);
  await expect(searchResults(page).first()).toBeVisible();
  await expect.poll(() => eventsAbout(/n-search\/search/, term).then((e) => e.length)).toBeGreaterThan(0);
  await searchResults(page).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/products\//);
  await expect.poll(() => eventsAbout(/productTracking/, term).then((e) => e.length)).toBeGreaterThan(0);
});

test("without consent, search works but nothing about the visitor is stored or sent", async ({ page }) => {
  const visitorCalls: string[] = [];
  page.on("request", (request) => {
    // The local service's addresses, and Klevu's hosts.
    if (/\/(visitor|ip)\/|analytics|visitor\.service|ipv[46]check/.test(request.url()))
      visitorCalls.push(request.url());
  });
  await page.goto("/en-US/search/?q=crib");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await expect(searchResults(page).first()).toBeVisible();
  await searchResults(page).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/products\//);
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  // The provider's settings files and the key they are of only: they say nothing about the visitor.
  expect(keys.filter((key) => key.startsWith("klevu-")).sort()).toEqual([
    "klevu-kmc-data",
    "klevu-kmc-data-key",
    "klevu-kmc-data-ts",
  ]);
  expect(visitorCalls).toEqual([]);
});

test("without consent the settings files are fetched once, and the next page reads them from the day's cache", async ({
  page,
}) => {
  // The local service's address for them, and Klevu's.
  const settingsFiles: string[] = [];
  page.on("request", (request) => {
    if (/\/kmc\/|\/klevu-js-api\//.test(request.url())) settingsFiles.push(request.url());
  });
  await page.goto("/en-US/search/?q=bouncer");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await expect(searchResults(page).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Gift guide for new parents" })).toBeVisible();
  expect(settingsFiles).toHaveLength(3);

  await page.goto("/en-US/search/?q=crib");
  await expect(searchResults(page).first()).toBeVisible();
  // The banners come from the kept settings.
  await expect(page.getByRole("link", { name: "Gift guide for new parents" })).toBeVisible();
  expect(settingsFiles).toHaveLength(3);
});

test("a category page takes its products from merchandising once the visitor uses it", async ({ page }) => {
  await page.goto("/en-US/categories/bouncers/");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  const built = await page
    .getByRole("listitem")
    .filter({ hasText: /Bouncer/ })
    .count();
  expect(built).toBeGreaterThan(0);
  await page.mouse.wheel(0, 200);
  // The built list and merchandising's share their name; merchandising's is marked.
  const merchandised = page
    .locator("[data-merchandised]")
    .getByRole("region", { name: "Products in this category" });
  await expect(merchandised).toBeVisible();
  await expect(merchandised.getByRole("listitem").first()).toContainText("Bouncer");
  // Its filters are the service's, and they live in the URL too.
  await page.getByRole("combobox", { name: "Sort" }).selectOption("price-desc");
  await expect(page).toHaveURL(/sort=price-desc/);
});

test("recommendations load below the fold, and with consent the service hears what was shown", async ({
  page,
}) => {
  await standInThirdParties(page.context());
  await page.goto("/en-US/products/baby-carrier-one/");
  const acceptAll = page.getByRole("button", { name: "Accept all" });
  // The banner comes once the page has started; the click on it is a first use, which starts them.
  await expect(acceptAll).toBeVisible();
  const similar = page.getByRole("region", { name: "Similar products" });
  await expect(similar).toHaveCount(0);
  await acceptAll.click();
  await page.mouse.wheel(0, 20_000);
  await expect(similar.getByRole("listitem").first()).toBeVisible();
  await expect
    .poll(() => eventsAbout(/analytics\/collect/, "product-similar").then((e) => e.length))
    .toBeGreaterThan(0);
});

test("a Dutch shopper's own words find the products: the panel and the results page show the same bouncers", async ({
  page,
}) => {
  const input = await openQuickSearchAt(page, LANGUAGES["nl-NL"]);
  await input.fill("wipstoeltje");
  // The panel's products, once they are those of the word typed.
  await expect(page.getByRole("listbox")).toHaveAttribute("data-term", "wipstoeltje");
  const panel = page.getByRole("listbox").getByRole("group", { name: "Producten" }).getByRole("option");
  await expect(panel.first()).toContainText("Wipstoel");
  // Each product's name is the first text of its option.
  const inPanel = await panel.evaluateAll((options) =>
    options.map((option) => option.querySelector("span")?.textContent ?? ""),
  );
  expect(inPanel.filter((name) => name.startsWith("Wipstoel ")).length).toBeGreaterThanOrEqual(3);

  // Enter opens the results page for the same word, with the same products first.
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/\?q=wipstoeltje/);
  const dutchResults = page.getByRole("region", { name: "Zoekresultaten" }).getByRole("listitem");
  await expect(dutchResults.first()).toContainText(inPanel[0]!);
  const listed = await dutchResults.allTextContents();
  for (const name of inPanel) expect(listed.some((text) => text.includes(name))).toBe(true);

  // "reisbedje" is what Dutch parents call a travel cot; the shop calls it a campingbed.
  await page.goto("/search/?q=reisbedje");
  await expect(dutchResults.first()).toContainText("Campingbed");
  await expect(page.getByRole("status").filter({ hasText: /resultaten$/ })).toHaveText("4 resultaten");
});

/** The search page's results, in Dutch (Zoekresultaten) or English (Search results). */
const resultsInEitherLanguage = (page: Page) =>
  page.getByRole("region", { name: /(results|resultaten)$/ }).getByRole("listitem");

test("what shoppers type finds what they mean: the product before its accessories, either language's words", async ({
  page,
}) => {
  const firstResult = resultsInEitherLanguage(page).first();
  // Dutch first: a visit to an English page makes English the visitor's language.
  await page.goto("/search/?q=carrier");
  await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
  await expect(firstResult).toContainText("Draagzak");
  await page.goto("/en-US/search/?q=travel%20cot");
  await expect(firstResult).toContainText("Travel Crib Light");
  await page.goto("/en-US/search/?q=draagzak");
  await expect(firstResult).toContainText("Baby Carrier");
});

test("service questions open their page on Enter, in both languages", async ({ page }) => {
  const input = await openQuickSearchAt(page, LANGUAGES["nl-NL"]);
  await input.fill("klantenservice");
  await expect(page.getByRole("listbox")).toHaveAttribute("data-term", "klantenservice");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/customer-service\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Klantenservice");

  await page.goto("/en-US/");
  const english = await openQuickSearch(page);
  await english.fill("return policy");
  await expect(page.getByRole("listbox")).toHaveAttribute("data-term", "return policy");
  await english.press("Enter");
  await expect(page).toHaveURL(/\/en-US\/returns-and-warranty\/$/);
  await page.goto("/en-US/search/?q=shipping");
  await expect(page).toHaveURL(/\/en-US\/customer-service\/$/);
});

test("a product the shop does not sell is said to be missing, above what comes closest, in both languages", async ({
  page,
}) => {
  // Dutch first: a visit to an English page makes English the visitor's language.
  await page.goto("/search/?q=auto%20stoel");
  await declineOptionalCookies(page, LANGUAGES["nl-NL"]);
  // The closest products, under a notice that says they are not what was asked for.
  await expect(resultsInEitherLanguage(page).first()).toContainText("Wipstoel");
  await expect(page.getByRole("heading", { name: "Geen “auto stoel” in onze winkel" })).toBeVisible();
  await expect(page.getByText("Dit komt het dichtst in de buurt:")).toBeVisible();

  // What the shop has carries no such notice.
  await page.goto("/search/?q=wipstoel");
  await expect(resultsInEitherLanguage(page).first()).toContainText("Wipstoel");
  await expect(page.getByRole("heading", { name: /in onze winkel/ })).toBeHidden();

  await page.goto("/en-US/search/?q=car%20seat");
  await expect(page.getByRole("heading", { name: "No “car seat” in our shop" })).toBeVisible();
  await expect(page.getByText("These come closest:")).toBeVisible();
  await expect(searchResults(page).first()).toBeVisible();
});

test("the search page shows its results in the colour chosen, or the colour asked for", async ({ page }) => {
  // The products' cards, not the chosen filters' chips listed beside them.
  const images = () =>
    searchResults(page)
      .filter({ has: page.locator("a[href*='/products/']") })
      .evaluateAll((items) =>
        items.map((item) => ({
          image: item.querySelector("img")?.getAttribute("src") ?? "",
          link: item.querySelector("a")?.getAttribute("href") ?? "",
        })),
      );
  await page.goto("/en-US/search/?q=bouncer&o_colour=sand-gray");
  await declineOptionalCookies(page, LANGUAGES["en-US"]);
  await expect(searchResults(page).first()).toBeVisible();
  await expect.poll(async () => (await images()).length).toBeGreaterThan(1);
  for (const result of await images()) {
    expect(result.image).toMatch(/-sand-gray\.svg$/);
    expect(result.link).toMatch(/\?colour=sand-gray$/);
  }

  await page.goto("/en-US/search/?q=pink%20carrier");
  await expect(searchResults(page).first()).toContainText("Baby Carrier Mini");
  for (const result of await images()) expect(result.image).toMatch(/-dusty-pink\.svg$/);
});
