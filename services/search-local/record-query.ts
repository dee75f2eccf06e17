import type { KlevuQueryResult, KlevuRecord, KlevuTypeOfSearch } from "@klevu/core";
import { inColour, type RecordFields, type ServiceRecord } from "./catalogue-records";
import { listFilters, passesFilters } from "./filters";
import { recommend, RECOMMENDS_FROM_SOURCES } from "./recommendations";
import { withSynonyms } from "./query-synonyms";
import { understandQuery } from "./query-understanding";
import { matchTerm, type TermMatch } from "./search-index";
import type { QuerySettings, RecordQuery } from "./search-request";
import type { ShopIndex } from "./shop-index";
import { sortRanked, type Ranked } from "./sorting";

const DEFAULT_LIMIT = 5;
/** The most records one query answers with, to keep answers small. */
export const MAX_LIMIT = 250;
const PERSONAL_BOOST = 2;
/** "travel cot" puts the travel crib before its backpack, sheet and mattress, which match as well. */
const MADE_FOR_BOOST = 0.5;
const MOST_NAMED_BY = 2;
/** Klevu's notification codes; 2: no record has every word, colour or size asked for, so the closest. */
const FOUND = 1;
export const CLOSEST_ONLY = 2;

export function runRecordQuery(query: RecordQuery, shop: ShopIndex): KlevuQueryResult {
  const started = performance.now();
  const { settings } = query;
  const term = (settings.query?.term ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  const pool = candidatePool(settings, shop);
  const { ranked, typeOfSearch, closestOnly, colours } = rankPool(query, term, pool, shop);

  const recentCategories = RECOMMENDS_FROM_SOURCES.has(query.typeOfRequest)
    ? new Set<string>()
    : new Set(
        referenced(settings.context?.recentObjects, shop).flatMap((record) => record.category?.value ?? []),
      );
  const personalised = ranked.map((entry) =>
    entry.record.category && recentCategories.has(entry.record.category.value)
      ? { ...entry, score: entry.score * PERSONAL_BOOST }
      : entry,
  );

  const applied = query.filters?.applyFilters?.filters ?? [];
  const filtered = personalised.filter((entry) => passesFilters(entry.record, applied));
  const sorted = moveToTop(sortRanked(filtered, settings, shop.language), settings.topIds ?? [], shop);
  const ordered = groupBy(sorted, settings.groupBy);
  const offset = settings.offset ?? 0;
  const page = ordered.slice(offset, offset + Math.min(settings.limit ?? DEFAULT_LIMIT, MAX_LIMIT));
  const listing = query.filters?.filtersToReturn;
  return {
    id: query.id,
    meta: {
      apiKey: shop.apiKey,
      isPersonalised: recentCategories.size > 0,
      qTime: Math.round(performance.now() - started),
      noOfResults: page.length,
      totalResultsFound: ordered.length,
      offset,
      typeOfSearch: typeOfSearch as KlevuTypeOfSearch,
      debuggingInformation: {},
      notificationCode: closestOnly ? CLOSEST_ONLY : FOUND,
      searchedTerm: term,
    },
    records: page.map((entry) => pickFields(inColour(entry.record, colours).fields, settings.fields)),
    filters:
      listing && listing.enabled !== false
        ? listFilters(
            ranked.map((entry) => entry.record),
            applied,
            {
              settings: listing,
              language: shop.language,
              withoutCategory:
                query.typeOfRequest === "CATNAV" &&
                !settings.searchPrefs?.includes("includeCategoryFilterInCatNav"),
            },
          )
        : [],
  };
}

function candidatePool(settings: QuerySettings, shop: ShopIndex): ServiceRecord[] {
  const types = new Set(settings.typeOfRecords ?? ["KLEVU_PRODUCT"]);
  const categoryPath = settings.query?.categoryPath;
  const category =
    categoryPath === undefined ? undefined : (shop.categories.get(categoryPath.toLowerCase()) ?? null);
  const excluded = new Set((settings.excludeIds ?? []).flatMap(({ value }) => shop.lookup.get(value) ?? []));
  const only =
    settings.customANDQuery === undefined ? undefined : customQueryRecords(settings.customANDQuery, shop);
  return shop.records.filter(
    (record) =>
      types.has(record.type) &&
      (category === undefined || record.category?.value === category) &&
      !excluded.has(record) &&
      (only === undefined || only.has(record)),
  );
}

/** `id:(a OR b)` (or `itemGroupId:`, `sku:`), as the SDK writes it for recently viewed and listed ones. */
function customQueryRecords(query: string, shop: ShopIndex): Set<ServiceRecord> {
  const match = query.match(/^\s*(id|itemGroupId|sku):\((.*)\)\s*$/);
  if (!match) return new Set();
  return new Set(match[2]!.split(/\s+OR\s+/).flatMap((value) => shop.lookup.get(value.trim()) ?? []));
}

interface RankedPool {
  ranked: Ranked[];
  typeOfSearch: string;
  /** Nothing matched the whole query: these are the closest records. */
  closestOnly: boolean;
  colours: readonly string[];
}

function rankPool(
  query: RecordQuery,
  term: string,
  pool: readonly ServiceRecord[],
  shop: ShopIndex,
): RankedPool {
  const { typeOfRequest, settings } = query;
  const plain = (ranked: Ranked[]): RankedPool => ({
    ranked,
    typeOfSearch: "WILDCARD_AND",
    closestOnly: false,
    colours: [],
  });
  if (typeOfRequest === "SKIP") return plain([]);
  if (typeOfRequest !== "SEARCH" && typeOfRequest !== "CATNAV") {
    const context = settings.context;
    const sources = RECOMMENDS_FROM_SOURCES.has(typeOfRequest)
      ? referenced([...(context?.recentObjects ?? []), ...(context?.sourceObjects ?? [])], shop)
      : [];
    return plain(recommend(typeOfRequest, pool, sources));
  }
  // Without a term (or with *): everything in the pool, the most popular first.
  if (term === "" || term === "*") return plain(recommend("RECS_TRENDING", pool, []));
  const asked = understandQuery(term, shop);
  // Only colours or sizes ("grey"): everything in them, the most popular first.
  const match: TermMatch =
    asked.words === ""
      ? { results: [], typeOfSearch: "WILDCARD_AND" }
      : matchWords(asked.words, pool, shop, settings);
  const scores = new Map(match.results.map((result) => [String(result.id), result.score]));
  const found =
    asked.words === ""
      ? recommend("RECS_TRENDING", pool, [])
      : pool.flatMap((record) => {
          const score = scores.get(indexedId(record));
          return score === undefined ? [] : [{ record, score: score * madeForBoost(record) }];
        });
  const inAskedOptions = found.filter(
    ({ record }) =>
      (asked.colours.length === 0 || record.colours.some((colour) => asked.colours.includes(colour.value))) &&
      (asked.sizes.length === 0 || record.sizes.some((size) => asked.sizes.includes(size.value))),
  );
  // None in the colour or size asked for: the closest are the others, said to be so.
  const ranked = inAskedOptions.length > 0 ? inAskedOptions : found;
  return {
    ranked,
    typeOfSearch: match.typeOfSearch,
    closestOnly:
      ranked.length > 0 && (match.typeOfSearch.endsWith("_OR") || ranked.length > inAskedOptions.length),
    colours: inAskedOptions.length > 0 ? asked.colours : [],
  };
}

const madeForBoost = (record: ServiceRecord): number =>
  1 + MADE_FOR_BOOST * Math.min(record.namedBy, MOST_NAMED_BY);

/** Words matching nothing as typed may match another shop language ("draagzak" on the English shop). */
function matchWords(
  words: string,
  pool: readonly ServiceRecord[],
  shop: ShopIndex,
  settings: QuerySettings,
): TermMatch {
  const inPool = new Set(pool.map(indexedId));
  const accept = (id: string) => inPool.has(id);
  const typeOfSearch = settings.typeOfSearch ?? "DEFAULT";
  const own = matchTerm(
    shop.search,
    withSynonyms(words, shop.synonyms),
    typeOfSearch,
    accept,
    settings.searchPrefs,
  );
  if (typeOfSearch !== "DEFAULT" || own.typeOfSearch === "WILDCARD_AND") return own;
  for (const other of shop.otherLanguages) {
    const elsewhere = matchTerm(other.search, withSynonyms(words, other.synonyms), "WILDCARD_AND", accept);
    if (elsewhere.results.length > 0) return elsewhere;
  }
  return own;
}

/** Pictures are found by their product's texts, so that they leave products' relevance as it is. */
const indexedId = (record: ServiceRecord): string =>
  record.type === "KLEVU_IMAGE" ? record.fields.itemGroupId : record.id;

type RecordRefs = NonNullable<NonNullable<QuerySettings["context"]>["recentObjects"]>;

const referenced = (objects: RecordRefs | undefined, shop: ShopIndex): ServiceRecord[] => [
  ...new Set(
    (objects ?? []).flatMap((object) =>
      object.records.flatMap((ref) => shop.lookup.get(ref.id ?? ref.itemGroupId ?? "") ?? []),
    ),
  ),
];

function moveToTop(
  ranked: readonly Ranked[],
  topIds: readonly { value: string }[],
  shop: ShopIndex,
): Ranked[] {
  const top = topIds.flatMap(({ value }) => shop.lookup.get(value) ?? []);
  if (top.length === 0) return [...ranked];
  const position = (entry: Ranked) => {
    const i = top.indexOf(entry.record);
    return i === -1 ? top.length : i;
  };
  return [...ranked].sort((a, b) => position(a) - position(b));
}

function groupBy(ranked: readonly Ranked[], field: string | undefined): Ranked[] {
  if (!field) return [...ranked];
  const seen = new Set<unknown>();
  return ranked.filter((entry) => {
    const value = (entry.record.fields as Record<string, unknown>)[field];
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

/** Klevu leaves out fields a record does not have, where the SDK's type lists every field. */
function pickFields(fields: RecordFields, wanted: readonly string[] | undefined): KlevuRecord {
  const picked = wanted
    ? Object.fromEntries(Object.entries(fields).filter(([key]) => key === "id" || wanted.includes(key)))
    : fields;
  return picked as KlevuRecord;
}
