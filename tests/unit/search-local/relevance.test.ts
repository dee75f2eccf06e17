import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSearchServiceData } from "../../../services/search-local/service-data";
import { FRESH_ENGINE_CATALOGUE } from "../../support/fresh-engine-offers";
import {
  formatRelevance,
  loadRelevanceSet,
  measureRelevance,
  readPreviousRelevance,
} from "../../support/search-relevance";

// The shop's own content, not the fixtures (with a fresh engine's prices): the set judges what shoppers find in this catalogue.
const report = () =>
  measureRelevance(
    loadSearchServiceData(path.resolve(__dirname, "../../.."), {
      COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE,
    }),
    loadRelevanceSet(),
  );

describe("search relevance over bench/search-relevance.yaml", () => {
  it("asks at least 60 queries, in both languages, service questions among them", () => {
    const { byLanguage, outcomes } = report();
    expect(outcomes.length).toBeGreaterThanOrEqual(60);
    expect(byLanguage["nl-NL"].queries).toBeGreaterThanOrEqual(30);
    expect(byLanguage["en-US"].queries).toBeGreaterThanOrEqual(30);
    expect(outcomes.filter((outcome) => outcome.expect.some((answer) => answer.startsWith("/")))).not.toEqual(
      [],
    );
  });

  it("finds what shoppers look for among the first three for 9 queries in 10 or more, in each language", () => {
    const { overall, byLanguage } = report();
    expect(overall.successAt3).toBeGreaterThanOrEqual(0.9);
    expect(byLanguage["nl-NL"].successAt3).toBeGreaterThanOrEqual(0.9);
    expect(byLanguage["en-US"].successAt3).toBeGreaterThanOrEqual(0.9);
  });

  it("finds what shoppers look for no worse than the figures recorded last (bench/search-relevance-previous.json)", () => {
    const { overall, byLanguage } = report();
    const previous = readPreviousRelevance()!;
    for (const [now, before] of [
      [overall, previous.overall],
      [byLanguage["nl-NL"], previous.byLanguage["nl-NL"]],
      [byLanguage["en-US"], previous.byLanguage["en-US"]],
    ] as const) {
      expect(now.successAt3).toBeGreaterThanOrEqual(before.successAt3 - 0.005);
      expect(now.mrr).toBeGreaterThanOrEqual(before.mrr - 0.005);
      expect(now.ndcgAt5).toBeGreaterThanOrEqual(before.ndcgAt5 - 0.005);
    }
  });
});

describe("the relevance figures as the bench prints them", () => {
  const figures = (successAt3: number, mrr: number) => ({ queries: 2, successAt3, mrr, ndcgAt5: mrr });
  const outcome = (query: string, reciprocalRank: number) => ({
    language: "en-US" as const,
    query,
    expect: ["potty"],
    alsoFine: [],
    found: reciprocalRank ? ["step-stool", "potty"] : [],
    success: reciprocalRank > 0,
    reciprocalRank,
    ndcg: reciprocalRank,
  });
  const report = {
    overall: figures(0.5, 0.25),
    byLanguage: { "nl-NL": figures(0, 0), "en-US": figures(0.5, 0.25) },
    outcomes: [outcome("potty", 0.5), outcome("pram stroller", 0)],
  };

  it("shows each figure beside the previous run's, and every query with its first looked-for answer's place", () => {
    const previous = {
      recorded: "2026-11-01, before the fix",
      overall: figures(0.25, 0.2),
      byLanguage: { "nl-NL": figures(0, 0), "en-US": figures(0.25, 0.2) },
    };
    const lines = formatRelevance(report, previous);
    expect(lines).toContain("  previous figures: 2026-11-01, before the fix");
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}overall +success@3 0\.50 \(was 0\.25\), MRR 0\.25 \(was 0\.20\), /),
    );
    expect(lines).toContainEqual(expect.stringMatching(/#2 +en-US "potty"$/));
    expect(lines).toContainEqual(expect.stringMatching(/miss +en-US "pram stroller"$/));
  });
});
