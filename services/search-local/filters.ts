import {
  KlevuFilterType,
  type KlevuFilterResultOptions,
  type KlevuFilterResultRating,
  type KlevuFilterResultSlider,
} from "@klevu/core";
import type { ContentLanguage } from "../../src/content/localized";
import type { OptionValue, ServiceRecord } from "./catalogue-records";
import type { AppliedFilter, FiltersToReturn } from "./search-request";
import { siteTexts } from "./site-texts";

const PRICE_KEY = "klevu_price";

const FILTER_KEYS = ["category", "colour", "size", PRICE_KEY, "rating", "stock"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Filter names the site has no words of its own for; colour and size it names as the site does. */
const SERVICE_LABELS: Record<ContentLanguage, Record<Exclude<FilterKey, "colour" | "size">, string>> = {
  "nl-NL": {
    category: "Categorie",
    klevu_price: "Prijs",
    rating: "Beoordeling",
    stock: "Voorraad",
  },
  "en-US": {
    category: "Category",
    klevu_price: "Price",
    rating: "Rating",
    stock: "Availability",
  },
};

const labelOf = (key: FilterKey, language: ContentLanguage): string =>
  key === "colour" || key === "size" ? siteTexts(language)[key] : SERVICE_LABELS[language][key];

/** The stock filter's one option, products in stock, named as a category's built filter names it. */
const IN_STOCK = "in";

/** Floors: "4" is 4 stars and up, a product counts under each floor it reaches; two keep the lower. */
const RATING_FLOORS = [4, 3];

type OptionKey = Exclude<FilterKey, typeof PRICE_KEY>;

const OPTION_VALUES: Record<OptionKey, (record: ServiceRecord) => OptionValue[]> = {
  category: (record) => (record.category ? [record.category] : []),
  colour: (record) => record.colours,
  size: (record) => record.sizes,
  rating: ({ rating }) =>
    RATING_FLOORS.filter((floor) => rating !== undefined && rating >= floor).map((floor) => ({
      value: String(floor),
      name: String(floor),
    })),
  stock: ({ inStock }) => (inStock ? [{ value: IN_STOCK, name: IN_STOCK }] : []),
};

const isOptionKey = (key: string): key is OptionKey => Object.hasOwn(OPTION_VALUES, key);

/** The range of a price selection: `[min, max]` as the SDK sends it, or one `"min - max"`. */
function priceRange(values: AppliedFilter["values"]): [number, number] | undefined {
  const [start, end] = (values.length === 1 ? String(values[0]).split("-") : values).map((v) => Number(v));
  return start !== undefined && end !== undefined && start <= end ? [start, end] : undefined;
}

/** Options of one key are alternatives; a key no record has matches nothing, as in Klevu. */
function passes(record: ServiceRecord, filter: AppliedFilter): boolean {
  if (filter.key === PRICE_KEY) {
    const range = priceRange(filter.values);
    return !!range && record.price !== undefined && record.price >= range[0] && record.price <= range[1];
  }
  const key = filter.key;
  if (!isOptionKey(key)) return false;
  const wanted = new Set(filter.values.map(String));
  return OPTION_VALUES[key](record).some((option) => wanted.has(option.value));
}

export const passesFilters = (record: ServiceRecord, filters: readonly AppliedFilter[]): boolean =>
  filters.every((filter) => passes(record, filter));

export const applyFilters = (
  records: readonly ServiceRecord[],
  filters: readonly AppliedFilter[],
): ServiceRecord[] => records.filter((record) => passesFilters(record, filters));

export interface FilterListing {
  settings: FiltersToReturn;
  language: ContentLanguage;
  /** Category pages leave the category filter out unless asked for it. */
  withoutCategory: boolean;
}

type FilterResult = KlevuFilterResultOptions | KlevuFilterResultRating | KlevuFilterResultSlider;

/** Each filter counts among records passing every *other* filter, so a shopper can add a second colour. */
export function listFilters(
  records: readonly ServiceRecord[],
  applied: readonly AppliedFilter[],
  { settings, language, withoutCategory }: FilterListing,
): FilterResult[] {
  const keys = FILTER_KEYS.filter(
    (key) =>
      (settings.include?.includes(key) ?? true) &&
      !settings.exclude?.includes(key) &&
      !(key === "category" && withoutCategory && !settings.include?.includes(key)),
  );
  return keys.flatMap((key): FilterResult[] => {
    const selection = applied.find((filter) => filter.key === key);
    const pool = applyFilters(
      records,
      applied.filter((filter) => filter.key !== key),
    );
    const label = labelOf(key, language);
    if (key === PRICE_KEY) {
      const slider = priceSlider(pool, selection);
      return slider ? [{ key, label, type: KlevuFilterType.Slider, ...slider }] : [];
    }
    const options = optionList(
      records,
      pool,
      OPTION_VALUES[key],
      selection,
      settings.options ?? {},
      language,
    );
    if (options.length === 0) return [];
    const named =
      key === "stock"
        ? options.map((option) => ({ ...option, name: siteTexts(language).inStockOnly }))
        : options;
    return [
      {
        key,
        label,
        type: key === "rating" ? KlevuFilterType.Rating : KlevuFilterType.Options,
        options: named,
      },
    ];
  });
}

/** An option the other filters leave without results shows with count 0 when `mincount` allows it. */
function optionList(
  records: readonly ServiceRecord[],
  pool: readonly ServiceRecord[],
  valuesOf: (record: ServiceRecord) => OptionValue[],
  selection: AppliedFilter | undefined,
  { order = "INDEX", limit, mincount = 1 }: NonNullable<FiltersToReturn["options"]>,
  language: ContentLanguage,
): KlevuFilterResultOptions["options"] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const record of records)
    for (const { value, name } of valuesOf(record)) counts.set(value, { name, count: 0 });
  for (const record of pool) {
    for (const { value, name } of valuesOf(record)) {
      counts.set(value, { name, count: (counts.get(value)?.count ?? 0) + 1 });
    }
  }
  const selected = new Set(selection?.values.map(String));
  for (const value of selected) if (!counts.has(value)) counts.set(value, { name: value, count: 0 });
  const options = [...counts]
    .map(([value, { name, count }]) => ({ name, value, count, selected: selected.has(value) }))
    .filter((option) => option.selected || option.count >= mincount)
    .sort((a, b) => (order === "FREQ" && b.count - a.count) || a.name.localeCompare(b.name, language));
  const shown = options.slice(0, limit ?? options.length);
  return [...shown, ...options.slice(shown.length).filter((option) => option.selected)];
}

/** As Klevu sends them: the site rounds its handles, not the bounds it shows. */
function priceSlider(
  pool: readonly ServiceRecord[],
  selection: AppliedFilter | undefined,
): Pick<KlevuFilterResultSlider, "min" | "max" | "start" | "end"> | undefined {
  const prices = pool.flatMap((record) => (record.price === undefined ? [] : [record.price]));
  const range = selection && priceRange(selection.values);
  if (prices.length === 0 && !range) return undefined;
  const min = String(prices.length ? Math.min(...prices) : 0);
  const max = String(prices.length ? Math.max(...prices) : 0);
  return { min, max, start: range ? String(range[0]) : min, end: range ? String(range[1]) : max };
}
