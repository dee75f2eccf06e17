import type { ServiceRecord } from "./catalogue-records";
import type { QuerySettings } from "./search-request";

export interface Ranked {
  record: ServiceRecord;
  score: number;
}

type Compare = (a: ServiceRecord, b: ServiceRecord) => number;

/** Records without the value (pages have no price) go after those with it, in either direction. */
const byValue =
  <T extends number | string>(
    valueOf: (record: ServiceRecord) => T | undefined,
    direction: number,
    language: string,
  ): Compare =>
  (a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
    const order =
      typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), language);
    return order * direction;
  };

/** Fields `advancedSorting` may sort by; price and salePrice both sort by the selling price. */
const FIELD_VALUES: Record<string, (record: ServiceRecord) => number | string | undefined> = {
  price: (record) => record.price,
  salePrice: (record) => record.price,
  klevu_price: (record) => record.price,
  name: (record) => record.fields.name,
  rating: (record) => record.rating,
  added: (record) => record.added,
};

const SORTS: Record<string, { field: string; direction: number }> = {
  PRICE_ASC: { field: "price", direction: 1 },
  PRICE_DESC: { field: "price", direction: -1 },
  NAME_ASC: { field: "name", direction: 1 },
  NAME_DESC: { field: "name", direction: -1 },
  RATING_ASC: { field: "rating", direction: 1 },
  RATING_DESC: { field: "rating", direction: -1 },
  NEW_ARRIVAL_ASC: { field: "added", direction: 1 },
  NEW_ARRIVAL_DESC: { field: "added", direction: -1 },
};

function comparator(settings: QuerySettings, language: string): Compare | undefined {
  const sorts =
    settings.sort === "ADVANCED_SORT"
      ? (settings.advancedSorting ?? []).map(({ key, order }) => ({
          field: key,
          direction: order === "ASC" ? 1 : -1,
        }))
      : [SORTS[settings.sort ?? ""]].filter((sort) => sort !== undefined);
  const compares = sorts.flatMap(({ field, direction }) => {
    const valueOf = FIELD_VALUES[field];
    return valueOf ? [byValue(valueOf, direction, language)] : [];
  });
  if (compares.length === 0) return undefined;
  return (a, b) => compares.reduce((result, compare) => result || compare(a, b), 0);
}

/** Out-of-stock records go last unless `disableStockSorting` is given; ties keep their order. */
export function sortRanked(ranked: readonly Ranked[], settings: QuerySettings, language: string): Ranked[] {
  const compare = comparator(settings, language);
  if (compare) return [...ranked].sort((a, b) => compare(a.record, b.record));
  const stockLast = !settings.searchPrefs?.includes("disableStockSorting");
  return [...ranked].sort(
    (a, b) => (stockLast ? Number(!a.record.inStock) - Number(!b.record.inStock) : 0) || b.score - a.score,
  );
}
