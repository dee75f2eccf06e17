import { describe, expect, it } from "vitest";
import { kmcBanners, kmcMaps, kmcRecommendation, kmcRoot } from "../../../services/search-local/kmc";
import { serviceData, shopIndex } from "./local-service";

const HOST = "localhost:9300";
const merchandising = () => serviceData().merchandising;
const recommendation = (key: string) => merchandising().recommendations.find((rec) => rec.key === key)!;

describe("KMC banners and maps", () => {
  it("names category handles of a banner also by the category's name in the key's language", () => {
    const terms = (apiKey: string) =>
      kmcBanners(shopIndex(apiKey), merchandising()).klevu_banner.find(
        (banner) => banner.bannerName === "Hip-healthy carrying",
      )!.showForTerms;
    expect(terms("local-nl-nl-NL")).toEqual(["baby-carriers", "Draagzakken"]);
    expect(terms("local-nl-en-US")).toEqual(["baby-carriers", "Baby carriers"]);
  });

  it("writes banners as KMC does, with links and texts in the key's language", () => {
    const [always] = kmcBanners(shopIndex("local-nl-en-US"), merchandising()).klevu_banner;
    expect(always).toEqual({
      bannerRef: 1,
      bannerName: "Gift guide",
      bannerImg: "/images/guides/gift-guide.svg",
      bannerAltTag: "Gift guide for new parents",
      redirectUrl: "/en-US/guides/gift-guide/",
      showOnLandingPage: true,
      showOnQuickSearch: false,
      showOnCategoryPage: false,
      position: "top",
      startDate: "2024/01/01",
      endDate: "",
      showForTerms: null,
    });
    expect(kmcBanners(shopIndex("local-nl-nl-NL"), merchandising()).klevu_banner[0]!.redirectUrl).toBe(
      "/guides/gift-guide/",
    );
  });

  it("leads keywords to the page in the key's language", () => {
    const returns = (apiKey: string) => kmcMaps(shopIndex(apiKey), merchandising()).klevu_keywordUrlMap[0];
    expect(returns("local-nl-nl-NL")).toEqual({
      keywords: expect.arrayContaining(["retour"]),
      url: "/guides/returns/",
    });
    expect(returns("local-nl-en-US")!.url).toBe("/en-US/guides/returns/");
    expect(returns("local-us-en-US")!.url).toBe("/guides/returns/");
  });
});

describe("KMC store settings", () => {
  it.each([
    [
      "local-nl-nl-NL",
      {
        currencySymbol: "€",
        decimalSeparator: ",",
        thousandSeparator: ".",
        decimalPlaces: "2",
        appendCurrencyAtLast: false,
      },
    ],
    [
      "local-us-en-US",
      {
        currencySymbol: "$",
        decimalSeparator: ".",
        thousandSeparator: ",",
        decimalPlaces: "2",
        appendCurrencyAtLast: false,
      },
    ],
    ["local-kr-en-US", { currencySymbol: "₩", decimalPlaces: "0" }],
  ])("formats prices of %s as the shop does", (apiKey, formatter) => {
    expect(kmcRoot(shopIndex(apiKey), HOST).klevu_uc_userOptions.priceFormatter).toMatchObject(formatter);
  });

  it("lists the most popular products and the categories as popular terms", () => {
    const root = kmcRoot(shopIndex("local-nl-nl-NL"), HOST);
    expect(root.klevu_popularProductsOfSite).toHaveLength(5);
    expect(root.klevu_popularProductsOfSite[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      url: expect.stringMatching(/^https:\/\/nl\.babyshop\.example\/products\//),
      imageUrl: expect.stringMatching(/^\/images\//),
    });
    expect(root.klevu_webstorePopularTerms).toContain("wipstoelen");
    expect(root.klevu_uc_userOptions.addToCartButton).toBe("In winkelwagen");
  });
});

describe("KMC recommendation settings", () => {
  const settingsOf = (key: string, apiKey = "local-nl-en-US") =>
    kmcRecommendation(shopIndex(apiKey), recommendation(key), HOST);
  const queryOf = (key: string) => JSON.parse(settingsOf(key).search.payload).recordQueries[0];

  it.each([
    ["home-trending", "RECS_TRENDING"],
    ["home-new-arrivals", "RECS_NEW_ARRIVALS"],
    ["home-recently-viewed", "SEARCH"],
    ["product-similar", "RECS_SIMILAR"],
    ["product-also-viewed", "RECS_ALSO_VIEWED"],
    ["checkout-bought-together", "RECS_ALSO_BOUGHT"],
  ])("runs %s as a %s query of its maximum of products", (key, typeOfRequest) => {
    expect(queryOf(key)).toMatchObject({
      typeOfRequest,
      settings: { limit: recommendation(key).maxProducts },
    });
  });

  it("lists hand-picked products in their order", () => {
    expect(queryOf("home-staff-picks").settings).toMatchObject({
      customANDQuery: "id:(baby-carrier-one OR bouncer-bliss OR travel-crib-light OR high-chair)",
      topIds: ["baby-carrier-one", "bouncer-bliss", "travel-crib-light", "high-chair"].map((value) => ({
        key: "id",
        value,
      })),
    });
  });

  it("describes the recommendation for the SDK: title in the key's language, search path without scheme", () => {
    const settings = settingsOf("home-trending", "local-nl-nl-NL");
    expect(settings.metadata).toEqual({
      title: "Populair bij andere ouders",
      recsKey: "home-trending",
      pageType: "HOME",
      logic: "TRENDING",
      maxProducts: 8,
      productThreshold: 0,
      enabled: true,
      spotKey: "home-trending-spot",
      spotName: "Populair bij andere ouders",
      segmentKey: null,
      segmentName: null,
      action: null,
    });
    expect(settings.search.basePath).toBe("localhost:9300/cs/v2/search");
    expect(JSON.parse(settings.search.payload).context).toEqual({ apiKeys: ["local-nl-nl-NL"] });
    expect(settings.staticContent).toBeUndefined();
  });

  it("carries the action of hidden and static-content recommendations", () => {
    expect(settingsOf("product-bought-together").search.recsAction).toBe("HIDE_RECOMMENDATION");
    expect(settingsOf("checkout-gift-guide").metadata.action).toBe("STATIC_CONTENT");
    expect(settingsOf("checkout-gift-guide", "local-nl-nl-NL").staticContent![0]).toMatchObject({
      targetUrl: "/guides/gift-guide/",
      image: [{ altTag: "Cadeaugids voor nieuwe ouders" }, { altTag: "Cadeaus voor pasgeborenen" }],
    });
  });
});
