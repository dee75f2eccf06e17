import type {
  KlevuBanner,
  KlevuKMCRecommendations,
  KMCBannerRootObject,
  KMCMapsRootObject,
  KMCRootObject,
} from "@klevu/core";
import type { ContentLanguage } from "../../src/content/localized";
import { localizedPath } from "../../src/i18n/language-path";
import type { Merchandising } from "../../src/search/merchandising/load-merchandising";
import type { Recommendation } from "../../src/search/merchandising/schema";
import type { ShopIndex } from "./shop-index";
import { siteTexts } from "./site-texts";

/** The SDK types `showForTerms` as a list, but its banner code reads null as "every term", as KMC sends. */
export type LocalBanner = Omit<KlevuBanner, "showForTerms"> & { showForTerms: string[] | null };

const SERVICE_TEXTS: Record<ContentLanguage, Record<"noResults" | "popular" | "recent" | "vat", string>> = {
  "nl-NL": {
    noResults: "We hebben niets gevonden. Probeer een ander woord.",
    popular: "Populaire producten",
    recent: "Onlangs bekeken",
    vat: "incl. btw",
  },
  "en-US": {
    noResults: "We found nothing. Try another word.",
    popular: "Popular products",
    recent: "Recently viewed",
    vat: "incl. VAT",
  },
};

const pageIn = (shop: ShopIndex, path: string): string => localizedPath(path, shop.language, shop.shop);

/** Category handles in `showForTerms` are also named as the key's language names them. */
export function kmcBanners(
  shop: ShopIndex,
  merchandising: Merchandising,
): Omit<KMCBannerRootObject, "klevu_banner"> & { klevu_banner: LocalBanner[] } {
  return {
    klevu_banner: merchandising.banners.map((banner, i) => ({
      bannerRef: i + 1,
      bannerName: banner.name,
      bannerImg: banner.image,
      bannerAltTag: banner.alt[shop.language],
      redirectUrl: pageIn(shop, banner.link),
      showOnLandingPage: banner.showOnLandingPage,
      showOnQuickSearch: banner.showOnQuickSearch,
      showOnCategoryPage: banner.showOnCategoryPage,
      position: banner.position,
      startDate: banner.startDate,
      endDate: banner.endDate,
      showForTerms:
        banner.showForTerms?.flatMap((term) => {
          const category = shop.categoryNames.get(term);
          return category ? [term, category] : [term];
        }) ?? null,
    })),
  };
}

export const kmcMaps = (shop: ShopIndex, merchandising: Merchandising): KMCMapsRootObject => ({
  klevu_keywordUrlMap: merchandising.keywordRedirects.map((redirect) => ({
    keywords: redirect.keywords,
    url: pageIn(shop, redirect.page),
  })),
});

function priceFormatter(shop: ShopIndex): KMCRootObject["klevu_uc_userOptions"]["priceFormatter"] {
  const format = new Intl.NumberFormat(shop.language, { style: "currency", currency: shop.currency });
  const parts = format.formatToParts(12345.5);
  const part = (type: Intl.NumberFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return {
    thousandSeparator: part("group"),
    decimalSeparator: part("decimal"),
    decimalPlaces: String(format.resolvedOptions().maximumFractionDigits),
    currencySymbol: part("currency"),
    appendCurrencyAtLast:
      parts.findIndex((p) => p.type === "currency") > parts.findIndex((p) => p.type === "integer"),
  };
}

/** The most popular products and category names serve as popular terms. */
export function kmcRoot(shop: ShopIndex, host: string): KMCRootObject {
  const texts = { ...SERVICE_TEXTS[shop.language], ...siteTexts(shop.language) };
  const popular = shop.records
    .filter((record) => record.type === "KLEVU_PRODUCT")
    .sort((a, b) => a.popularity - b.popularity)
    .slice(0, 5);
  return {
    klevu_abTestActive: false,
    klevu_uc_userOptions: {
      addToCartButton: texts.addToCart,
      enablePersonalisationInCatNav: true,
      enablePersonalisationInSearch: true,
      isFullImageUrlProvided: false,
      landingFilterPosition: "left",
      noImageUrl: "",
      noResultsOptions: {
        showPopularProducts: true,
        showPopularKeywords: true,
        productsHeading: texts.popular,
        messages: [{ showForTerms: null, message: texts.noResults }],
        banners: [],
      },
      outOfStockCaption: texts.outOfStock,
      priceFormatter: priceFormatter(shop),
      priceInterval: "50",
      showFiltersInMobile: true,
      showProductSwatches: true,
      showRatingsOnCategoryPage: true,
      showRatingsCountOnCategoryPage: false,
      showRatingsOnSearchResultsLandingPage: true,
      showRatingsCountOnSearchResultsLandingPage: false,
      showRatingsOnQuickSearches: false,
      showRatingsCountOnQuickSearches: false,
      showRecentlyViewedItems: true,
      showRecentlyViewedItemsCaption: texts.recent,
      showRolloverImage: false,
      showSearchBoxOnLandingPage: true,
      showTrendingProducts: true,
      showTrendingProductsCaption: texts.trending,
      vatCaption: texts.vat,
    },
    klevu_webstorePopularTerms: [...shop.categoryNames.values()].map((name) => name.toLowerCase()),
    klevu_popularProductsOfSite: popular.map(({ fields }) => ({
      id: fields.id,
      name: fields.name,
      url: fields.url,
      imageUrl: fields.imageUrl,
    })),
    klevu_cmsAnalyticsDomain: host,
    klevu_userSearchDomain: host,
    klevu_userJavascriptDomain: host,
    klevu_apiDomain: host,
    klevu_layoutView: "grid",
    klevu_showProductCode: false,
    klevu_showPopularSearches: true,
    klevu_showPriceSlider: true,
    klevu_addToCartEnabled: true,
    klevu_productsToShowInSlimLayout: "3",
    klevu_cmsEnabled: true,
    klevu_filtersOnLeft: true,
    klevu_showPrices: true,
    klevu_showRecentSerches: true,
    klevu_filtersEnabled: true,
    klevu_multiSelectFilters: true,
    klevu_connectors: { klaviyo: { segmentEnabled: false, directSend: false, enabled: false } },
    // Fields KMC still sends but no current client reads.
    klevu_isSearchActive: true,
    klevu_fluidLayoutEnabled: false,
    klevu_cmsSearchDomain: host,
    klevu_lookForDataInSameFeed: true,
    klevuLayoutVersion: "2",
    klevu_loadMapFile: true,
    klevu_layoutType: "basic",
    klevu_cmsApiKey: shop.apiKey,
    klevu_categorySearchEnabled: true,
    klevu_showBannerAds: true,
    klevu_userAnalyticsDomain: host,
    klevu_showOutOfStock: true,
    klevu_logoFreeSearch: true,
    klevu_showPopuralTerms: true,
  };
}

type RecommendationMetadata = KlevuKMCRecommendations["metadata"];

/** The record query each logic runs; the SDK adds the page's product, category or cart. */
const REQUESTS: Record<Recommendation["logic"], string> = {
  TRENDING: "RECS_TRENDING",
  TRENDING_PERSONALIZED: "RECS_TRENDING",
  NEWEST_ARRIVALS: "RECS_NEW_ARRIVALS",
  RECENTLY_VIEWED: "SEARCH",
  HAND_PICKED: "SEARCH",
  SIMILAR: "RECS_SIMILAR",
  OTHER_ALSO_VIEWED: "RECS_ALSO_VIEWED",
  BOUGHT_TOGETHER_PDP: "RECS_ALSO_BOUGHT",
  BOUGHT_TOGETHER: "RECS_ALSO_BOUGHT",
  VISUALLY_SIMILAR: "RECS_SIMILAR_IMAGES",
  // Rules set in KMC; here the most popular products, those like the page's context first.
  CUSTOM_LOGIC: "RECS_CUSTOM",
};

/** `basePath` has no scheme: the SDK always puts `https://` in front. */
export function kmcRecommendation(
  shop: ShopIndex,
  rec: Recommendation,
  host: string,
): KlevuKMCRecommendations {
  const settings = {
    limit: rec.maxProducts,
    typeOfRecords: ["KLEVU_PRODUCT"],
    query: { term: "*" },
    ...(rec.products && {
      customANDQuery: `id:(${rec.products.join(" OR ")})`,
      topIds: rec.products.map((value) => ({ key: "id", value })),
    }),
  };
  const title = rec.title[shop.language];
  return {
    metadata: {
      title,
      recsKey: rec.key,
      // The SDK types these as enums of the same strings.
      pageType: rec.pageType as RecommendationMetadata["pageType"],
      logic: rec.logic as RecommendationMetadata["logic"],
      maxProducts: rec.maxProducts,
      productThreshold: 0,
      enabled: true,
      spotKey: `${rec.key}-spot`,
      spotName: title,
      segmentKey: null,
      segmentName: null,
      action: rec.action ?? null,
    },
    search: {
      basePath: `${host}/cs/v2/search`,
      payload: JSON.stringify({
        context: { apiKeys: [shop.apiKey] },
        recordQueries: [{ id: "kmcrecommendation", typeOfRequest: REQUESTS[rec.logic], settings }],
      }),
      ...(rec.action && { recsAction: rec.action }),
    },
    templates: { base: "" },
    styles: { base: "" },
    scripts: {},
    ...(rec.staticContent && {
      staticContent: [
        {
          targetUrl: pageIn(shop, rec.staticContent.link),
          contentType: "image" as const,
          image: rec.staticContent.images.map((image) => ({
            resolution: image.resolution,
            url: image.image,
            altTag: image.alt[shop.language],
            maxWidth: image.maxWidth,
          })),
        },
      ],
    }),
  };
}
