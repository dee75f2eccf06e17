import {
  applyFilterWithManager,
  categoryMerchandising,
  fallback,
  FilterManager,
  KlevuConfig,
  KlevuFetch,
  KlevuKMCSettings,
  alsoViewed,
  KlevuSearchSorting,
  KlevuTypeOfRecord,
  kmcRecommendation,
  listFilters,
  newArrivals,
  personalisation,
  search,
  similarProducts,
  suggestions,
  trendingProducts,
  type KlevuFilterResultOptions,
  type KlevuFilterResultSlider,
} from "@klevu/core";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
// The SDK does not export its visitor session, which kmcRecommendation reads; init() makes no call.
import { KlevuUserSession } from "../../../node_modules/@klevu/core/dist/mjs/usersession.js";
import type { RunningSearchService } from "../../../services/search-local/server";
import { klevuAxios } from "../../../src/search/klevu-axios";
import { toSearchPages, toSearchProduct } from "../../../src/search/search-records";
import { klevuServiceUrls } from "../../../src/search/service-urls";
import { shopIndex, startLocalService } from "./local-service";

/** A product's average stars over its reviews in the test content, to one decimal, worked out by hand. */
function averageStars(handle: string): number {
  const { reviews } = parse(
    readFileSync(`tests/fixtures/content/catalogue/products/${handle}.yaml`, "utf8"),
  ) as { reviews: { stars: number }[] };
  return Math.round((reviews.reduce((sum, { stars }) => sum + stars, 0) / reviews.length) * 10) / 10;
}

const API_KEY = "local-nl-en-US";
let service: RunningSearchService;

beforeAll(async () => {
  service = await startLocalService();
  // Not KlevuConfig.init: in Node its visitor-session call can end the process when it fails.
  KlevuConfig.default = new KlevuConfig({
    apiKey: API_KEY,
    axios: klevuAxios(service.url),
    ...klevuServiceUrls(service.url),
  });
  KlevuUserSession.init();
}, 30_000);

afterAll(() => service.close());

const fetchSearch = async (term: string, options = {}) =>
  (await KlevuFetch(search(term, { limit: 5, ...options }))).queriesById("search");

describe("search and suggestions", () => {
  it("finds carriers for a prefix and suggests completions", async () => {
    const result = await KlevuFetch(search("carr", { limit: 5 }), suggestions("carr"));
    const records = result.queriesById("search").records;
    expect(records).toHaveLength(5);
    for (const record of records) expect(record.name).toMatch(/Carrier/);
    expect(result.queriesById("search").meta).toMatchObject({
      searchedTerm: "carr",
      typeOfSearch: "WILDCARD_AND",
    });
    const suggested = result.suggestionsById("suggestions")!.suggestions.map((s) => s.suggest);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(5);
    for (const text of suggested) expect(text).toContain("<b>carr</b>");
  });

  it("answers five records by default, where more are found", async () => {
    const query = (await KlevuFetch(search("baby"))).queriesById("search");
    expect(query.meta.totalResultsFound).toBeGreaterThan(5);
    expect(query.records).toHaveLength(5);
  });

  it("forgives a typo in the search and the suggestions", async () => {
    const result = await KlevuFetch(
      search("bouncr", { limit: 3 }),
      suggestions("bouncr", { hlStartElem: "", hlEndElem: "" }),
    );
    const query = result.queriesById("search");
    expect(query.meta.typeOfSearch).toBe("FUZZY_AND");
    expect(query.records.length).toBeGreaterThan(0);
    for (const record of query.records) expect(record.category).toMatch(/^Bouncer/);
    const suggested = result.suggestionsById("suggestions")!.suggestions.map((s) => s.suggest);
    expect(suggested.length).toBeGreaterThan(0);
    for (const text of suggested) expect(text).toMatch(/bouncer/);
  });

  it("answers records with the fields the storefront reads", async () => {
    const [record] = (await fetchSearch("baby carrier one air", { limit: 1 })).records;
    expect(record).toMatchObject({
      id: "baby-carrier-one-air",
      itemGroupId: "baby-carrier-one-air",
      name: "Baby Carrier One Air",
      url: "https://nl.babyshop.example/en-US/products/baby-carrier-one-air/",
      currency: "EUR",
      brand: "Babyshop",
      category: "Baby carriers",
      typeOfRecord: "KLEVU_PRODUCT",
      inStock: "yes",
      rating: averageStars("baby-carrier-one-air"),
    });
    expect(record!.image).toMatch(/^\/images\/products\/baby-carrier-one-air-[a-z-]+\.svg$/);
    expect(Number(record!.salePrice)).toBeGreaterThan(0);
    expect(record!.sku).toMatch(/^[A-Z0-9-]+$/);
    // The storefront keeps them too.
    expect(toSearchProduct(record!)).toMatchObject({ sku: record!.sku, brand: "Babyshop" });
  });

  it("finds guides and content pages as KLEVU_CMS records, and categories as KLEVU_CATEGORY", async () => {
    const result = await KlevuFetch(
      search("babywearing", { id: "pages", typeOfRecords: [KlevuTypeOfRecord.Cms], groupBy: "name" }),
      search("bouncers", { id: "categories", typeOfRecords: [KlevuTypeOfRecord.Category] }),
    );
    const pages = toSearchPages(result.queriesById("pages").records);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages[0]).toMatchObject({ kind: "page", path: "/en-US/guides/babywearing-guide/" });
    expect(pages.every((page) => page.path.startsWith("/en-US/guides/"))).toBe(true);
    const [category] = toSearchPages(result.queriesById("categories").records);
    expect(category).toMatchObject({
      kind: "category",
      name: "Bouncers",
      path: "/en-US/categories/bouncers/",
    });
  });

  it("answers KLEVU_IMAGE records: a picture of each colour, in its product's group, leading to the product", async () => {
    const { records } = await fetchSearch("bouncer bliss", {
      limit: 20,
      typeOfRecords: [KlevuTypeOfRecord.Image],
    });
    expect(records.length).toBeGreaterThan(1);
    for (const record of records) expect(record.typeOfRecord).toBe("KLEVU_IMAGE");
    const bliss = records.filter((record) => record.itemGroupId === "bouncer-bliss");
    expect(bliss.length).toBe(new Set(bliss.map((record) => record.image)).size);
    expect(bliss[0]).toMatchObject({
      id: expect.stringMatching(/^image:bouncer-bliss:/),
      name: expect.stringMatching(/^Bouncer Bliss, /),
      url: "https://nl.babyshop.example/en-US/products/bouncer-bliss/",
      image: expect.stringMatching(/^\/images\/products\/bouncer-bliss-[a-z-]+\.svg$/),
    });
    expect(bliss[0]!.imageUrl).toBe(bliss[0]!.image);
  });
});

describe("filters", () => {
  it("lists filters, and narrows the results to a selected option that it echoes as selected", async () => {
    const manager = new FilterManager();
    const first = await KlevuFetch(search("carrier", { limit: 50 }, listFilters({ filterManager: manager })));
    const all = first.queriesById("search");
    expect(manager.filters.map((filter) => filter.key)).toEqual(
      expect.arrayContaining(["category", "colour", "klevu_price", "rating"]),
    );
    manager.toggleOption("colour", "sage-green");
    const second = await KlevuFetch(
      search(
        "carrier",
        { limit: 50 },
        listFilters({ filterManager: manager }),
        applyFilterWithManager(manager),
      ),
    );
    const narrowed = second.queriesById("search");
    expect(narrowed.meta.totalResultsFound).toBeGreaterThan(0);
    expect(narrowed.meta.totalResultsFound).toBeLessThan(all.meta.totalResultsFound);
    for (const record of narrowed.records)
      expect(record.swatches!.map((swatch: { color: string }) => swatch.color)).toContain("Sage green");
    const colour = narrowed.filters!.find((filter) => filter.key === "colour") as KlevuFilterResultOptions;
    expect(colour.options.filter((option) => option.selected).map((option) => option.value)).toEqual([
      "sage-green",
    ]);
    // Other colours stay listed, to add to the selection.
    expect(colour.options.length).toBeGreaterThan(1);
  });

  it("filters by a price range and answers the slider with start and end", async () => {
    const manager = new FilterManager();
    await KlevuFetch(search("*", { limit: 100 }, listFilters({ filterManager: manager })));
    const slider = manager.filters.find((filter) => filter.key === "klevu_price") as KlevuFilterResultSlider;
    expect(Number(slider.min)).toBeLessThan(Number(slider.max));
    manager.updateSlide("klevu_price", 50, 150);
    const result = await KlevuFetch(
      search("*", { limit: 100 }, listFilters({ filterManager: manager }), applyFilterWithManager(manager)),
    );
    const query = result.queriesById("search");
    expect(query.records.length).toBeGreaterThan(0);
    for (const record of query.records) {
      expect(Number(record.salePrice)).toBeGreaterThanOrEqual(50);
      expect(Number(record.salePrice)).toBeLessThanOrEqual(150);
    }
    expect(query.filters!.find((filter) => filter.key === "klevu_price")).toMatchObject({
      type: "SLIDER",
      start: "50",
      end: "150",
      min: slider.min,
      max: slider.max,
    });
  });
});

describe("sorting and paging", () => {
  const products = () => shopIndex(API_KEY).records.filter((record) => record.type === "KLEVU_PRODUCT");
  const addedOf = (id: string) => shopIndex(API_KEY).lookup.get(id)!.added!;
  const orders: [
    KlevuSearchSorting,
    (record: { id: string; name: string; salePrice: string; rating: number }) => number | string,
    1 | -1,
  ][] = [
    [KlevuSearchSorting.PriceAsc, (r) => Number(r.salePrice), 1],
    [KlevuSearchSorting.PriceDesc, (r) => Number(r.salePrice), -1],
    [KlevuSearchSorting.NameAsc, (r) => r.name, 1],
    [KlevuSearchSorting.NameDesc, (r) => r.name, -1],
    [KlevuSearchSorting.RatingAsc, (r) => r.rating, 1],
    [KlevuSearchSorting.RatingDesc, (r) => r.rating, -1],
    [KlevuSearchSorting.NewArrivalAsc, (r) => addedOf(r.id), 1],
    [KlevuSearchSorting.NewArrivalDesc, (r) => addedOf(r.id), -1],
  ];

  it.each(orders)("sorts by %s", async (sort, valueOf, direction) => {
    const { records } = await fetchSearch("*", { limit: 100, sort });
    expect(records).toHaveLength(products().length);
    const values = records.map((record) => valueOf(record as never));
    const sorted = [...values].sort(
      (a, b) =>
        (typeof a === "number" && typeof b === "number"
          ? a - b
          : String(a).localeCompare(String(b), "en-US")) * direction,
    );
    expect(values).toEqual(sorted);
    // Not already in that order by chance.
    expect(values).not.toEqual([...sorted].reverse());
  });

  it("puts the best match first by relevance", async () => {
    const { records } = await fetchSearch("travel crib", { sort: KlevuSearchSorting.Relevance });
    expect(records[0]!.name).toMatch(/^Travel Crib/);
  });

  it("pages with offset and limit, and tells from the totals whether there is a next page", async () => {
    const first = await fetchSearch("baby", { limit: 4 });
    const total = first.meta.totalResultsFound;
    expect(total).toBeGreaterThan(8);
    expect(first.meta).toMatchObject({ offset: 0, noOfResults: 4 });
    const second = (await first.getPage())!.queriesById("search");
    expect(second.meta).toMatchObject({ offset: 4, noOfResults: 4, totalResultsFound: total });
    const ids = (records: { id: string }[]) => records.map((record) => record.id);
    expect(ids(second.records)).not.toEqual(expect.arrayContaining(ids(first.records)));
    const last = await fetchSearch("baby", { limit: 4, offset: total - 2 });
    expect(last.meta.noOfResults).toBe(2);
    const hasNextPage = (meta: { totalResultsFound: number; offset: number }, limit: number) =>
      meta.totalResultsFound > meta.offset + limit;
    expect(hasNextPage(first.meta, 4)).toBe(true);
    expect(hasNextPage(last.meta, 4)).toBe(false);
  });
});

describe("category merchandising and recommendations", () => {
  it.each(["baby-carriers", "Baby carriers"])("lists the products of category %s", async (category) => {
    const result = await KlevuFetch(categoryMerchandising(category, { limit: 50 }));
    const query = result.queriesById("categoryMerchandising");
    const inCategory = shopIndex(API_KEY).records.filter(
      (record) => record.category?.value === "baby-carriers",
    );
    expect(inCategory.length).toBeGreaterThan(0);
    expect(query.meta.totalResultsFound).toBe(inCategory.length);
    expect(query.records.length).toBeGreaterThan(0);
    for (const record of query.records) expect(record.category).toBe("Baby carriers");
  });

  it("shows trending products: featured first", async () => {
    const { records } = (await KlevuFetch(trendingProducts({ limit: 3 }))).queriesById("trendingProducts");
    expect(records).toHaveLength(3);
    for (const record of records)
      expect(shopIndex(API_KEY).lookup.get(record.id)!.popularity).toBeLessThan(3);
  });

  it("answers the SDK's own recommendation queries", async () => {
    const result = await KlevuFetch(
      similarProducts(["bouncer-bliss"]),
      alsoViewed({ lastClickedProductIds: ["cradle"] }),
      newArrivals(undefined, { id: "newarrivals" }),
    );
    const similar = result.queriesById("similar").records;
    expect(similar[0]!.category).toBe("Bouncers");
    expect(similar.map((record) => record.id)).not.toContain("bouncer-bliss");
    expect(result.queriesById("alsoviewed").records[0]!.id).toBe("cradle-mattress");
    const newest = shopIndex(API_KEY).records.reduce((a, b) => ((a.added ?? "") > (b.added ?? "") ? a : b));
    expect(result.queriesById("newarrivals").records[0]!.id).toBe(newest.id);
  });

  it("personalises a search by the categories of recently clicked products", async () => {
    const query = (
      await KlevuFetch(
        search("*", { limit: 5 }, personalisation({ lastClickedProductIds: ["potty", "step-stool"] })),
      )
    ).queriesById("search");
    expect(query.meta.isPersonalised).toBe(true);
    expect(query.records.filter((record) => record.category === "Bathroom").length).toBeGreaterThan(2);
  });

  const recommendation = async (key: string, options = {}) => {
    const result = await KlevuFetch(kmcRecommendation(key, { id: "recs", ...options }));
    const query = result.queriesById("recs");
    return { query, config: query.getQueryParameters()!.kmcConfig! };
  };

  it("recommends for the home page", async () => {
    const { query, config } = await recommendation("home-trending");
    expect(config.metadata).toMatchObject({ recsKey: "home-trending", pageType: "HOME", logic: "TRENDING" });
    expect(config.metadata.title).toBe("Popular with other parents");
    expect(query.records).toHaveLength(8);
  });

  it.each([
    [
      "recommends within the category of a category page",
      "category-trending",
      "TRENDING",
      "bouncers",
      "Bouncers",
    ],
    [
      "runs a CUSTOM_LOGIC recommendation of a category page within that category",
      "category-custom",
      "CUSTOM_LOGIC",
      "cribs",
      "Cribs",
    ],
  ])("%s", async (_, key, logic, categoryPath, category) => {
    const { query, config } = await recommendation(key, { categoryPath });
    expect(config.metadata).toMatchObject({ pageType: "CATEGORY", logic });
    expect(query.records.length).toBeGreaterThan(0);
    for (const record of query.records) expect(record.category).toBe(category);
  });

  it.each([
    ["products like the one of a product page", "product-similar", "SIMILAR"],
    ["products that look like the one of a product page", "product-visually-similar", "VISUALLY_SIMILAR"],
  ])("recommends %s, without it: %s", async (_, key, logic) => {
    const { query, config } = await recommendation(key, {
      currentProductId: "bouncer-bliss",
      itemGroupId: "bouncer-bliss",
    });
    expect(config.metadata.logic).toBe(logic);
    expect(query.records.length).toBeGreaterThan(0);
    expect(query.records.map((record) => record.id)).not.toContain("bouncer-bliss");
    expect(query.records[0]!.category).toBe("Bouncers");
  });

  it("recommends what is bought with the cart at checkout", async () => {
    const { query } = await recommendation("checkout-bought-together", {
      cartProductIds: ["baby-carrier-one"],
    });
    const ids = query.records.map((record) => record.id);
    expect(ids).toEqual(expect.arrayContaining(["teething-bib", "pocket-pouch"]));
    expect(ids).not.toContain("baby-carrier-one");
  });

  it("hides a switched-off recommendation", async () => {
    const { query, config } = await recommendation("product-bought-together", { currentProductId: "cradle" });
    expect(config.metadata.action).toBe("HIDE_RECOMMENDATION");
    expect(query.records).toEqual([]);
  });

  it("describes the image of a static-content recommendation", async () => {
    const { query, config } = await recommendation("checkout-gift-guide", { cartProductIds: ["potty"] });
    expect(config.metadata.action).toBe("STATIC_CONTENT");
    expect(query.records).toEqual([]);
    expect(config.staticContent).toEqual([
      {
        targetUrl: "/en-US/guides/gift-guide/",
        contentType: "image",
        image: [
          {
            resolution: "desktop",
            url: "/images/guides/gift-guide.svg",
            altTag: "Gift guide for new parents",
            maxWidth: 1200,
          },
          {
            resolution: "mobile",
            url: "/images/bundles/newborn-sleep-set.svg",
            altTag: "Gifts for newborns",
            maxWidth: 600,
          },
        ],
      },
    ]);
    expect(query.recommendationBannerClickEvent).toBeTypeOf("function");
  });
});

describe("KMC settings and banners", () => {
  afterEach(() => vi.useRealTimers());

  it("reads the KMC settings of the key: store settings, banners and keyword maps", async () => {
    const { root, banner, maps } = await KlevuKMCSettings(true);
    expect(root!.klevu_uc_userOptions.priceFormatter).toMatchObject({ currencySymbol: "€" });
    expect(root!.klevu_popularProductsOfSite).toHaveLength(5);
    expect(banner!.klevu_banner.map((entry) => entry.bannerName)).toContain("December bouncer campaign");
    expect(maps!.klevu_keywordUrlMap).toContainEqual({
      keywords: ["stores", "store", "shops", "winkels", "winkel"],
      url: "/en-US/stores/",
    });
  });

  it("leads a keyword to its page", async () => {
    const query = await fetchSearch("retour");
    expect(await query.getRedirects!()).toEqual([expect.objectContaining({ url: "/en-US/guides/returns/" })]);
  });

  const bannerNames = async (term: string, searchType: "landingpage" | "quicksearch") =>
    (await (await fetchSearch(term)).getBanners({ searchType })).map((banner) => banner.bannerName);

  it("shows the banners of a search: for every term, and for this term", async () => {
    expect(await bannerNames("carrier", "landingpage")).toEqual(["Gift guide", "Babywearing for beginners"]);
    expect(await bannerNames("draagzak", "quicksearch")).toEqual(["Babywearing for beginners"]);
    expect(await bannerNames("potty", "quicksearch")).toEqual([]);
  });

  it.each([
    [new Date(2026, 10, 30, 23, 59), false],
    [new Date(2026, 11, 1, 0, 0), true],
    [new Date(2026, 11, 31, 23, 59), true],
    [new Date(2027, 0, 1, 0, 0), false],
  ])("shows the December campaign on %s: %s", async (now, shown) => {
    vi.useFakeTimers({ now, toFake: ["Date"] });
    expect((await bannerNames("bouncer", "landingpage")).includes("December bouncer campaign")).toBe(shown);
  });

  it("shows the banners of a category page, named by handle or by name", async () => {
    for (const category of ["baby-carriers", "Baby carriers"]) {
      const query = (await KlevuFetch(categoryMerchandising(category))).queriesById("categoryMerchandising");
      expect((await query.getBanners()).map((banner) => banner.bannerName)).toEqual(["Hip-healthy carrying"]);
    }
  });
});

describe("fallback, events and errors", () => {
  it("runs the fallback query when the search finds nothing, and only then", async () => {
    const withFallback = (term: string) =>
      search(term, { limit: 3 }, fallback(trendingProducts({ limit: 3 })));
    const none = await KlevuFetch(withFallback("xylophonezz"));
    expect(none.queriesById("search").records).toEqual([]);
    expect(none.queriesById("search-fallback").records).toHaveLength(3);
    const some = await KlevuFetch(withFallback("cradle"));
    expect(some.queriesById("search").records.length).toBeGreaterThan(0);
    expect(some.queryExists("search-fallback")).toBe(false);
  });

  async function receivedEvents(count: number) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const events = (await (await fetch(`${service.url}/_events`)).json()) as {
        path: string;
        payload: Record<string, string>;
      }[];
      if (events.length >= count) return events;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} events arrived`);
  }

  it("receives the search and the click on a result that the SDK sends", async () => {
    await fetch(`${service.url}/_events`, { method: "DELETE" });
    const query = await fetchSearch("cradle");
    const clicked = query.records[0]!;
    query.searchClickEvent!({ productId: clicked.id });
    const events = await receivedEvents(2);
    expect(events.map((event) => event.path).sort()).toEqual([
      "/analytics/n-search/search",
      "/analytics/productTracking",
    ]);
    expect(events.find((event) => event.path === "/analytics/n-search/search")!.payload).toMatchObject({
      klevu_apiKey: API_KEY,
      klevu_term: "cradle",
    });
    expect(events.find((event) => event.path === "/analytics/productTracking")!.payload).toMatchObject({
      klevu_type: "clicked",
      klevu_productId: clicked.id,
      klevu_keywords: "cradle",
    });
  });

  it("answers an unknown API key with an error code and no records", async () => {
    const config = KlevuConfig.getDefault();
    config.apiKey = "local-xx-en-US";
    try {
      const result = await KlevuFetch(search("carrier"));
      expect(result.apiResponse.meta.responseCode).toBe(400);
      expect(result.queriesById("search").records).toEqual([]);
    } finally {
      config.apiKey = API_KEY;
    }
  });

  it("answers a body that is not JSON with 400 and a JSON error", async () => {
    const response = await fetch(klevuServiceUrls(service.url).url, { method: "POST", body: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/not valid JSON/) });
  });
});
