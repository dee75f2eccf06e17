import { KEY, OLD_SLIDER_NAMES, VALUE } from "../filters/filter-url";
import { PRICE_FILTER, RESULTS_PER_PAGE, SEARCH_TIMEOUT_MS } from "./search-limits";
import type { SearchSettings } from "./search-settings";
import { PAGE, SEARCH_SORTS } from "./search-sort";
import { SEARCH_TYPE_PARAMETER, SEARCH_TYPES } from "./search-type";
import { KMC_SETTINGS_URL, klevuServiceUrls, rewriteKlevuUrl } from "./service-urls";
import { SETTINGS_CACHE } from "./settings-cache";

// The HTML sends the search and the merchandising settings before the page's code arrives (early-answers.ts).
// The functions below run as inline scripts (`inlineFunction`): self-contained, data in EarlySearchSettings.
export interface EarlySearchSettings {
  url: string;
  key: string;
  settingsFiles: string[];
  cache: typeof SETTINGS_CACHE;
  perPage: number;
  sorts: Record<string, string>;
  price: string;
  serviceKeys: Record<string, string>;
  /** The address's patterns of a filter key, a filter value and a page number: source and flags. */
  filterKey: [string, string];
  filterValue: [string, string];
  page: [string, string];
  typeParameter: string;
  otherTypes: string[];
  timeoutMs: number;
}

export interface EarlyAnswer {
  status: number;
  data: unknown;
}

export interface EarlyRequest {
  method: "GET" | "POST";
  url: string;
  body?: string;
  answer: Promise<EarlyAnswer | undefined>;
}

export interface EarlySearchWindow {
  __earlySearch?: { at: number; requests: EarlyRequest[] };
}

/** The body `@klevu/core` posts for `searchListing`, byte for byte (a unit test holds it to the SDK's). */
export function earlySearchBody(search: string, s: EarlySearchSettings): string | undefined {
  const params = new URLSearchParams(search);
  if (s.otherTypes.indexOf(params.get(s.typeParameter) || "") >= 0) return undefined;
  // normaliseSearchTerm, then the SDK's cleanSearchQuery.
  const words = (params.get("q") || "").replace(/[<>\s]+/g, " ").toLowerCase();
  const term = Array.from(words.trim())
    .slice(0, 100)
    .join("")
    .trim()
    .replace(/\s{2,}/g, " ")
    .trim()
    .toLocaleLowerCase();
  if (!term) return undefined;

  // readFilterState, then the SDK's filter manager: options first, then ranges, each in the address's order.
  const key = new RegExp(s.filterKey[0], s.filterKey[1]);
  const value = new RegExp(s.filterValue[0], s.filterValue[1]);
  const options: Record<string, string[]> = Object.create(null);
  const ranges: Record<string, number[]> = Object.create(null);
  params.forEach((text, name) => {
    const option = /^o_(.+)$/.exec(name);
    const range = /^s_(.+)$/.exec(name);
    if (option && key.test(option[1]!)) {
      const values = text.split(",").filter((v) => value.test(v));
      if (values.length) options[option[1]!] = values.filter((v, i) => values.indexOf(v) === i);
    } else if (range) {
      const filter = Object.prototype.hasOwnProperty.call(s.serviceKeys, range[1]!)
        ? s.serviceKeys[range[1]!]!
        : range[1]!;
      const bounds = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text);
      if (key.test(filter) && bounds && Number(bounds[1]) <= Number(bounds[2]))
        ranges[filter] = [Number(bounds[1]), Number(bounds[2])];
    }
  });
  const applied = Object.keys(options)
    .map((filter) => ({ key: filter, values: options[filter]!, settings: { singleSelect: false } }))
    .concat(
      Object.keys(ranges).map((filter) => ({
        key: filter,
        values: ranges[filter]!.map(String),
        settings: { singleSelect: false },
      })),
    );

  const sortName = params.get("sort") || "";
  const sort = Object.prototype.hasOwnProperty.call(s.sorts, sortName)
    ? s.sorts[sortName]
    : s.sorts.relevance;
  const pageText = params.get("page") || "";
  const page = new RegExp(s.page[0], s.page[1]).test(pageText) ? Number(pageText) : 1;
  const filters: Record<string, unknown> = {
    filtersToReturn: {
      enabled: true,
      options: { order: "INDEX", limit: 10, mincount: 0 },
      rangeFilterSettings: [{ key: s.price, minMax: true }],
    },
  };
  if (applied.length) filters.applyFilters = { filters: applied };
  return JSON.stringify({
    context: { apiKeys: [s.key] },
    recordQueries: [
      {
        id: "search",
        typeOfRequest: "SEARCH",
        settings: {
          query: { term },
          id: "search",
          limit: s.perPage,
          typeOfRecords: ["KLEVU_PRODUCT"],
          offset: (page - 1) * s.perPage,
          sort,
        },
        filters,
      },
    ],
  });
}

/** A request that fails or outlasts the page's own timeout answers nothing: the page then sends its own. */
export function startEarlySearch(
  w: Window & EarlySearchWindow,
  body: typeof earlySearchBody,
  s: EarlySearchSettings,
): void {
  const sent = body(w.location.search, s);
  if (!sent) return;
  // No named inner functions: a compiler that keeps names would wrap them in a helper the page lacks.
  const asked: [EarlyRequest["method"], string, string?][] = [["POST", s.url, sent]];
  let fresh = false;
  try {
    const stored = w.localStorage;
    fresh =
      stored.getItem(s.cache.key) === s.key &&
      !!stored.getItem(s.cache.data) &&
      Date.now() - Number(stored.getItem(s.cache.time)) < s.cache.maxAgeMs;
    // ES2015 has no catch without a binding.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (refused) {
    // Storage that cannot be read holds no copy: the SDK fetches the settings too.
  }
  if (!fresh) s.settingsFiles.forEach((file) => asked.push(["GET", file]));
  w.__earlySearch = {
    at: w.performance.now(),
    requests: asked.map(([method, url, data]) => {
      const stop = new AbortController();
      const timer = setTimeout(() => stop.abort(), s.timeoutMs);
      const init: RequestInit = data
        ? { method, headers: { "Content-Type": "application/json" }, body: data, signal: stop.signal }
        : { signal: stop.signal };
      const answer = fetch(url, init)
        .then((response) =>
          response.ok
            ? response.json().then((json: unknown) => ({ status: response.status, data: json }))
            : undefined,
        )
        .catch(() => undefined)
        .then((result) => {
          clearTimeout(timer);
          return result;
        });
      return { method, url, body: data, answer };
    }),
  };
}

function earlySearchSettings(settings: SearchSettings): EarlySearchSettings {
  const local = settings.provider === "local" ? settings.serviceBase : undefined;
  return {
    url: settings.provider === "local" ? klevuServiceUrls(settings.serviceBase).url : settings.url,
    key: settings.apiKey,
    settingsFiles: ["", "-banner", "-maps"].map((suffix) => {
      const file = `${KMC_SETTINGS_URL}${settings.apiKey}${suffix}.json`;
      return local ? rewriteKlevuUrl(file, local) : file;
    }),
    cache: SETTINGS_CACHE,
    perPage: RESULTS_PER_PAGE,
    sorts: SEARCH_SORTS,
    price: PRICE_FILTER,
    serviceKeys: OLD_SLIDER_NAMES,
    filterKey: [KEY.source, KEY.flags],
    filterValue: [VALUE.source, VALUE.flags],
    page: [PAGE.source, PAGE.flags],
    typeParameter: SEARCH_TYPE_PARAMETER,
    otherTypes: SEARCH_TYPES.filter((type) => type !== "product"),
    timeoutMs: SEARCH_TIMEOUT_MS,
  };
}

export interface EarlySearchFunctions {
  start: string;
  body: string;
}

export const earlySearchScript = (functions: EarlySearchFunctions, settings: SearchSettings): string =>
  `${functions.start}(window,${functions.body},${JSON.stringify(earlySearchSettings(settings)).replace(/</g, "\\u003c")})`;
