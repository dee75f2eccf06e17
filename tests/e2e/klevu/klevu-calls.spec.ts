import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { callsTo, KLEVU_API_KEYS, payloadOf, type KlevuCall } from "../support/klevu-stand-ins";
import {
  addToCart,
  declineOptionalCookies,
  LANGUAGES,
  openQuickSearch,
  searchResults,
} from "../support/shop";
import { Checkout } from "../support/checkout";

// The site built for Klevu, every call of the provider's API seen at the stand-ins of its hosts with
// what it carries. The local service answers them; the browser believes it talks to Klevu.

const EN = LANGUAGES["en-US"];
const KEY = KLEVU_API_KEYS["en-US"];
const SEARCH = /^eucs23v2\.ksearchnet\.com\/cs\/v2\/search$/;

/** The marketing-email tool on the page, as its script answers the connector with the visitor's id. */
const withMarketingTool = (page: Page) =>
  page.addInitScript(() => {
    Object.assign(window, {
      _learnq: {
        push: (command: unknown[]) =>
          command[0] === "_getIdentifiers" ? { $exchange_id: "exchange-e2e" } : 1,
      },
    });
  });

/** Opens `path` with every cookie accepted (on the home page, first); the marketing tool on it if asked. */
const openWithConsent = async (page: Page, path: string, { marketingTool = false } = {}) => {
  if (marketingTool) await withMarketingTool(page);
  await page.goto("/en-US/");
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeHidden();
  await page.goto(path);
};

/** The payloads of the calls to `where`, once there are any. */
async function payloadsOf(calls: readonly KlevuCall[], where: RegExp): Promise<unknown[]> {
  await expect.poll(() => callsTo(calls, where).length, { message: `a call to ${where}` }).toBeGreaterThan(0);
  return Promise.all(callsTo(calls, where).map(payloadOf));
}

/** The events v2 of one name that reached the provider (each call carries a list). */
async function collected(calls: readonly KlevuCall[], name: string): Promise<Record<string, unknown>[]> {
  const lists = await Promise.all(
    callsTo(calls, /^stats\.ksearchnet\.com\/analytics\/collect$/).map(payloadOf),
  );
  return (lists.flat() as Record<string, unknown>[]).filter((event) => event.event === name);
}

test("a search with consent: the search, the three settings files, the session with the marketing tool's id, IP data and the search event", async ({
  page,
  klevuCalls,
}) => {
  await openWithConsent(page, "/en-US/search/?q=bouncer", { marketingTool: true });
  await expect(searchResults(page).first()).toContainText("Bouncer");

  const searches = await payloadsOf(klevuCalls, SEARCH);
  expect(searches).toContainEqual(
    expect.objectContaining({
      context: { apiKeys: [KEY] },
      recordQueries: expect.arrayContaining([
        expect.objectContaining({
          typeOfRequest: "SEARCH",
          settings: expect.objectContaining({ query: { term: "bouncer" } }),
        }),
      ]),
    }),
  );
  for (const file of [`${KEY}.json`, `${KEY}-banner.json`, `${KEY}-maps.json`])
    expect(callsTo(klevuCalls, new RegExp(`^js\\.klevu\\.com/klevu-js-v1/klevu-js-api/${file}$`))).toEqual([
      expect.objectContaining({ method: "GET" }),
    ]);

  // The session with the tool's id follows once the SDK's poll finds the id: the results, which leave
  // with the page's HTML, may come first.
  const sessions = () =>
    payloadsOf(klevuCalls, new RegExp(`^visitor\\.service\\.ksearchnet\\.com/public/1\\.0/${KEY}/session$`));
  await expect.poll(sessions).toContainEqual(
    expect.objectContaining({
      apiKey: KEY,
      sessionInfo: { connectorInfo: [{ connectorType: "klaviyo", exchangeId: "exchange-e2e" }] },
    }),
  );

  const [v4] = await payloadsOf(klevuCalls, /^ipv4check\.ksearchnet\.com\/$/);
  const [v6] = await payloadsOf(klevuCalls, /^ipv6check\.ksearchnet\.com\/$/);
  expect(v4).toEqual({ klevu_uuid: expect.stringMatching(/^[\w-]{8,}$/) });
  expect(v6).toEqual(v4);

  const events = await payloadsOf(klevuCalls, /^stats\.ksearchnet\.com\/analytics\/n-search\/search$/);
  expect(events).toContainEqual(expect.objectContaining({ klevu_apiKey: KEY, klevu_term: "bouncer" }));
});

test("a product clicked in the results: the click event, and the term's annotations for the marketing tool", async ({
  page,
  klevuCalls,
}) => {
  await openWithConsent(page, "/en-US/search/?q=bouncer", { marketingTool: true });
  const first = searchResults(page).first();
  const name = (await first.getByRole("link").textContent()) ?? "";
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/en-US\/products\//);

  const clicks = await payloadsOf(klevuCalls, /^stats\.ksearchnet\.com\/analytics\/productTracking$/);
  expect(clicks).toContainEqual(
    expect.objectContaining({ klevu_apiKey: KEY, klevu_keywords: "bouncer", klevu_type: "clicked" }),
  );
  await expect.poll(() => callsTo(klevuCalls, /^nlp-services\./).length).toBeGreaterThan(0);
  const [annotations] = callsTo(
    klevuCalls,
    new RegExp(`^nlp-services\\.ksearchnet\\.com/${KEY}/annotations$`),
  );
  expect(Object.fromEntries(annotations?.query ?? [])).toEqual({
    query: "bouncer",
    title: expect.stringContaining(name.trim().split(/\s+/)[0] ?? ""),
    category: expect.any(String),
    languageCode: "en",
  });
});

test("quick search asks for five products and five suggestions, without consent too", async ({
  page,
  klevuCalls,
}) => {
  await page.goto("/en-US/");
  await declineOptionalCookies(page, EN);
  const input = await openQuickSearch(page);
  await input.pressSequentially("carr");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  type Search = {
    suggestions?: { query: string; limit: number }[];
    recordQueries?: { id: string; settings: { limit: number } }[];
  };
  // Trending products may be asked for first, before the typed term.
  const typed = async () =>
    ((await payloadsOf(klevuCalls, SEARCH)) as Search[]).find((search) =>
      search.suggestions?.some((suggestion) => suggestion.query === "carr"),
    );
  await expect
    .poll(async () => (await typed())?.suggestions)
    .toEqual([expect.objectContaining({ query: "carr", limit: 5 })]);
  expect((await typed())?.recordQueries?.find((query) => query.id === "products")?.settings.limit).toBe(5);
  // Without consent: no session, no IP data, no events.
  expect(callsTo(klevuCalls, /visitor\.service|ipv[46]check|stats\.ksearchnet/)).toEqual([]);
});

test("a banner click is told to the provider", async ({ page, klevuCalls }) => {
  await openWithConsent(page, "/en-US/search/?q=bouncer");
  await page.getByRole("link", { name: "Gift guide for new parents" }).click();
  await expect(page).toHaveURL(/\/en-US\/guides\/gift-guide\/$/);
  const clicks = await payloadsOf(klevuCalls, /^stats\.ksearchnet\.com\/analytics\/dataTracking$/);
  expect(clicks).toContainEqual(
    expect.objectContaining({
      klevu_apiKey: KEY,
      type: "banner",
      klevu_request: "click",
      klevu_term: "bouncer",
      klevu_bannerName: "Gift guide",
      klevu_target: "/en-US/guides/gift-guide/",
    }),
  );
});

test("a category page: the merchandising view, then the click", async ({ page, klevuCalls }) => {
  await openWithConsent(page, "/en-US/categories/bouncers/");
  await page.mouse.wheel(0, 200);
  const merchandised = page
    .locator("[data-merchandised]")
    .getByRole("region", { name: EN.categoryProducts })
    .getByRole("listitem");
  await expect(merchandised.first()).toContainText("Bouncer");
  const views = await payloadsOf(
    klevuCalls,
    /^stats\.ksearchnet\.com\/analytics\/categoryProductViewTracking$/,
  );
  expect(views).toContainEqual(expect.objectContaining({ klevu_apiKey: KEY }));
  await merchandised.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/en-US\/products\//);
  const clicks = await payloadsOf(
    klevuCalls,
    /^stats\.ksearchnet\.com\/analytics\/categoryProductClickTracking$/,
  );
  expect(clicks).toContainEqual(expect.objectContaining({ klevu_apiKey: KEY }));
});

test("recommendations: their settings and search, then what was shown and what was chosen", async ({
  page,
  klevuCalls,
}) => {
  await openWithConsent(page, "/en-US/products/baby-carrier-one/");
  await page.mouse.wheel(0, 20_000);
  const similar = page.getByRole("region", { name: "Similar products" }).getByRole("listitem");
  await expect(similar.first()).toBeVisible();
  await payloadsOf(klevuCalls, new RegExp(`^config-cdn\\.ksearchnet\\.com/recommendations/${KEY}/settings/`));
  await expect.poll(async () => (await collected(klevuCalls, "view_recs_list")).length).toBeGreaterThan(0);
  await similar.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/en-US\/products\//);
  await expect.poll(async () => (await collected(klevuCalls, "select_recs_list")).length).toBeGreaterThan(0);
  expect((await collected(klevuCalls, "select_recs_list"))[0]).toMatchObject({ event_apikey: KEY });
});

test("a placed order is told to the provider as a purchase, in the shop's currency", async ({
  page,
  klevuCalls,
}) => {
  await openWithConsent(page, "/en-US/products/bouncer-bliss/");
  await addToCart(page, EN);
  await (await new Checkout(page, "en-US").open()).buy();
  await expect.poll(async () => (await collected(klevuCalls, "order_purchase")).length).toBe(1);
  expect((await collected(klevuCalls, "order_purchase"))[0]).toMatchObject({
    event_apikey: KEY,
    event_data: { items: [expect.objectContaining({ item_id: "bouncer-bliss", currency: "EUR", units: 1 })] },
  });
});
