import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSearchServiceData } from "../../../services/search-local/service-data";
import { FRESH_ENGINE_CATALOGUE } from "../../support/fresh-engine-offers";
import { loadRelevanceSet, measureRelevance } from "../../support/search-relevance";

// The shop's own content, not the fixtures (with a fresh engine's prices): the set judges what shoppers find in this catalogue.
const report = () =>
  measureRelevance(
    loadSearchServiceData(path.resolve(__dirname, "../../.."), {
      COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE,
    }),
    loadRelevanceSet(),
  );

describe("search relevance over bench/search-relevance.yaml", () => {
  it("finds what the shopper looks for among the first three for every query, in both languages", () => {
    const { overall, byLanguage, outcomes } = report();
    expect(outcomes.length).toBeGreaterThanOrEqual(40);
    // What `npm run bench:search` printed when the set was written: success@3 1.00, nDCG@5 0.95.
    expect(outcomes.filter((outcome) => !outcome.success).map((miss) => miss.query)).toEqual([]);
    expect(overall.successAt3).toBeGreaterThanOrEqual(1);
    expect(byLanguage["nl-NL"].successAt3).toBeGreaterThanOrEqual(1);
    expect(byLanguage["en-US"].successAt3).toBeGreaterThanOrEqual(1);
    expect(overall.ndcgAt5).toBeGreaterThanOrEqual(0.94);
  });
});
