import {
  FilterManager,
  KlevuConfig,
  KlevuFetch,
  KlevuKMCSettings,
  KlevuTypeOfRecord,
  applyFilterWithManager,
  categoryMerchandising,
  listFilters,
  personalisation,
  search,
  sendMerchandisingViewEvent,
  sendSearchEvent,
  suggestions,
  trendingProducts,
  type KlevuBanner,
  type KlevuFetchModifer,
  type KlevuKeywordUrlMap,
  type KlevuResponseQueryObject,
  type KlevuSearchSorting,
} from "@klevu/core";
import { bannersFor, type BannerPlacement } from "./banner-rules";
import { KlevuStorage } from "./klevu-internal";
import { keywordPages, keywordRedirect as redirectOf } from "./keyword-pages";
import { marketingEmailModifiers } from "./marketing-email-connector";
import { queryClient } from "./query-client";
import { toSearchPages, toSearchProducts, type SearchPage, type SearchProduct } from "./search-records";
import type { SearchType } from "./search-type";
import { SEARCH_SORTS, type SearchSort } from "./search-sort";
import type { FilterState } from "../filters/filter-url";
import { PRICE_FILTER, RESULTS_PER_PAGE } from "./search-limits";
import { SETTINGS_CACHE } from "./settings-cache";

export const QUICK_SEARCH_LIMIT = 5;
export { RESULTS_PER_PAGE };

export interface ProductResults {
  products: SearchProduct[];
  total: number;
  /** The service found nothing with every word, colour or size asked for: these come closest. */
  closestOnly: boolean;
  query: KlevuResponseQueryObject;
}

const CLOSEST_ONLY = 2;

const results = (query: KlevuResponseQueryObject): ProductResults => ({
  products: toSearchProducts(query.records),
  total: query.meta.totalResultsFound,
  closestOnly: query.meta.notificationCode === CLOSEST_ONLY,
  query,
});

/** Parts of a page asking while the settings are on their way share the query cache's one request. */
const merchandisingSettings = () => {
  const apiKey = KlevuConfig.getDefault().apiKey;
  return queryClient.fetchQuery({
    queryKey: ["merchandising-settings", apiKey],
    queryFn: async () => {
      // The SDK keeps one day's settings under one name, whichever key fetched them: after the visitor
      // changes language, its cache would answer with the other language's banners and keyword pages.
      const settings = await KlevuKMCSettings(KlevuStorage.getItem(SETTINGS_CACHE.key) !== apiKey);
      KlevuStorage.setItem(SETTINGS_CACHE.key, apiKey);
      return settings;
    },
  });
};

export async function banners(placement: BannerPlacement, termOrCategory: string): Promise<KlevuBanner[]> {
  const settings = await merchandisingSettings();
  return bannersFor(settings.banner?.klevu_banner ?? [], placement, termOrCategory);
}

const keywordMaps = async (): Promise<KlevuKeywordUrlMap[]> =>
  (await merchandisingSettings()).maps?.klevu_keywordUrlMap ?? [];

export const keywordRedirect = async (term: string): Promise<string | undefined> =>
  redirectOf(await keywordMaps(), term);

export const keywordPagesFor = async (term: string): Promise<string[]> =>
  keywordPages(await keywordMaps(), term);

export interface QuickSearchResults {
  suggestions: string[];
  categories: SearchPage[];
  products: SearchProduct[];
  pages: SearchPage[];
  query?: KlevuResponseQueryObject;
}

export async function quickSearch(
  term: string,
  type: SearchType,
  track: boolean,
): Promise<QuickSearchResults> {
  const main =
    type === "product"
      ? search(
          term,
          { id: "products", limit: QUICK_SEARCH_LIMIT, typeOfRecords: [KlevuTypeOfRecord.Product] },
          ...(track ? [sendSearchEvent(), ...marketingEmailModifiers()] : []),
        )
      : search(term, {
          id: "pages",
          limit: QUICK_SEARCH_LIMIT,
          typeOfRecords: [KlevuTypeOfRecord.Cms],
          groupBy: "name",
        });
  const response = await KlevuFetch(
    main,
    search(term, {
      id: "categories",
      limit: 3,
      typeOfRecords: [KlevuTypeOfRecord.Category],
      groupBy: "name",
    }),
    // Plain text: no highlighting markup around the typed part.
    suggestions(term, { id: "suggestions", limit: QUICK_SEARCH_LIMIT, hlStartElem: "", hlEndElem: "" }),
  );
  const suggested = (response.suggestionsById("suggestions")?.suggestions ?? []).map((s) => s.suggest);
  const categories = toSearchPages(response.queriesById("categories").records);
  if (type === "content")
    return {
      suggestions: suggested,
      categories,
      products: [],
      pages: toSearchPages(response.queriesById("pages").records),
    };
  const query = response.queriesById("products");
  return { suggestions: suggested, categories, products: toSearchProducts(query.records), pages: [], query };
}

export interface ContentResults {
  pages: SearchPage[];
  total: number;
}

/** The most content results the search page lists: more than the shop's guides and categories together. */
export const CONTENT_RESULTS_LIMIT = 48;

export async function contentListing(term: string): Promise<ContentResults> {
  const response = await KlevuFetch(
    search(term, {
      id: "content",
      limit: CONTENT_RESULTS_LIMIT,
      typeOfRecords: [KlevuTypeOfRecord.Cms, KlevuTypeOfRecord.Category],
      groupBy: "name",
    }),
  );
  const query = response.queriesById("content");
  return { pages: toSearchPages(query.records), total: query.meta.totalResultsFound };
}

export async function trending(limit = QUICK_SEARCH_LIMIT): Promise<SearchProduct[]> {
  const response = await KlevuFetch(trendingProducts({ id: "trending", limit }));
  return toSearchProducts(response.queriesById("trending").records);
}

/** A filter manager holding the URL's selections (the SDK creates filters it has not seen yet). */
export function filterManagerFor(state: FilterState): FilterManager {
  const manager = new FilterManager();
  for (const [key, values] of Object.entries(state.options))
    for (const value of values) manager.selectOption(key, value, false);
  for (const [key, [start, end]] of Object.entries(state.sliders))
    manager.updateSlide(key, start, end, false);
  return manager;
}

export interface ListingRequest {
  state: FilterState;
  sort: SearchSort;
  page: number;
  track: boolean;
}

const listingModifiers = (manager: FilterManager): KlevuFetchModifer[] => [
  listFilters({
    filterManager: manager,
    rangeFilterSettings: [{ key: PRICE_FILTER, minMax: true }],
    // Options the other filters leave without results stay listed, with their count of 0.
    mincount: 0,
  }),
  applyFilterWithManager(manager),
];

const paging = ({ sort, page }: ListingRequest) => ({
  limit: RESULTS_PER_PAGE,
  offset: (page - 1) * RESULTS_PER_PAGE,
  // The provider's enum holds the same strings.
  sort: SEARCH_SORTS[sort] as KlevuSearchSorting,
});

export interface ListingResults extends ProductResults {
  manager: FilterManager;
}

export async function searchListing(term: string, request: ListingRequest): Promise<ListingResults> {
  const manager = filterManagerFor(request.state);
  const response = await KlevuFetch(
    search(
      term,
      { id: "search", typeOfRecords: [KlevuTypeOfRecord.Product], ...paging(request) },
      ...listingModifiers(manager),
      ...(request.track ? [sendSearchEvent(), ...marketingEmailModifiers()] : []),
    ),
  );
  return { ...results(response.queriesById("search")), manager };
}

export async function categoryListing(
  category: string,
  title: string,
  request: ListingRequest,
): Promise<ListingResults> {
  const manager = filterManagerFor(request.state);
  const response = await KlevuFetch(
    categoryMerchandising(
      category,
      { id: "category", ...paging(request) },
      ...listingModifiers(manager),
      ...(request.track ? [personalisation(), sendMerchandisingViewEvent(title)] : []),
    ),
  );
  return { ...results(response.queriesById("category")), manager };
}
