import { describe, expect, it } from "vitest";
import type { QuerySettings } from "../../../services/search-local/search-request";
import { sortRanked } from "../../../services/search-local/sorting";
import { product } from "./fixture-records";

const ranked = [
  { record: product({ id: "sold-out", price: 5, inStock: false }), score: 9 },
  { record: product({ id: "b", price: 30 }), score: 5 },
  { record: { ...product({ id: "page" }), type: "KLEVU_CMS" as const, price: undefined }, score: 7 },
  { record: product({ id: "a", price: 20 }), score: 5 },
];
const order = (settings: QuerySettings) =>
  sortRanked(ranked, settings, "en-US").map((entry) => entry.record.id);

describe("sortRanked", () => {
  it("orders by score, out-of-stock records last, ties as they came", () => {
    expect(order({})).toEqual(["page", "b", "a", "sold-out"]);
    expect(order({ sort: "RELEVANCE", searchPrefs: ["disableStockSorting"] })).toEqual([
      "sold-out",
      "page",
      "b",
      "a",
    ]);
  });

  it("puts records without the value last in both directions", () => {
    expect(order({ sort: "PRICE_ASC" })).toEqual(["sold-out", "a", "b", "page"]);
    expect(order({ sort: "PRICE_DESC" })).toEqual(["b", "a", "sold-out", "page"]);
  });

  it("falls back to relevance for an order it does not know", () => {
    expect(order({ sort: "POPULARITY" })).toEqual(order({}));
  });
});
