import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ContentError } from "../../src/content/content-error";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../src/content/localized";
import { parseYaml } from "../../src/content/parse-yaml";
import { runRecordQuery } from "../../services/search-local/record-query";
import type { SearchServiceData } from "../../services/search-local/service-data";

/** The queries and what a shopper expects of each: bench/search-relevance.yaml. */
const RELEVANCE_SET = path.resolve(__dirname, "../../bench/search-relevance.yaml");

const handles = z.array(z.string()).default([]);
const relevanceSetSchema = z.strictObject({
  queries: z
    .array(
      z.strictObject({
        language: z.enum(CONTENT_LANGUAGES),
        query: z.string().min(1),
        expect: handles,
        alsoFine: handles,
      }),
    )
    .min(1),
});
export type RelevanceQuery = z.output<typeof relevanceSetSchema>["queries"][number];

export function loadRelevanceSet(file = RELEVANCE_SET): RelevanceQuery[] {
  const parsed = parseYaml(path.basename(file), readFileSync(file, "utf8"), relevanceSetSchema);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value.queries;
}

/** How many results are judged: quick search shows five products, the first row of results as many. */
const DEPTH = 5;
const SUCCESS_DEPTH = 3;

interface QueryOutcome extends RelevanceQuery {
  found: string[];
  success: boolean;
  ndcg: number;
}

interface RelevanceFigures {
  queries: number;
  successAt3: number;
  ndcgAt5: number;
}

export interface RelevanceReport {
  overall: RelevanceFigures;
  byLanguage: Record<ContentLanguage, RelevanceFigures>;
  outcomes: QueryOutcome[];
}

/**
 * Runs each query the way the search results page asks for products and judges its first five:
 * success@3 (a product the shopper looks for among the first three) and nDCG@5 (looked-for products
 * count 2, welcome ones 1, each less further down). A query for something the shop does not sell
 * succeeds when it finds no product.
 */
export function measureRelevance(data: SearchServiceData, set: readonly RelevanceQuery[]): RelevanceReport {
  const outcomes = set.map((query): QueryOutcome => {
    const shop = [...data.shops.values()].find((candidate) => candidate.language === query.language);
    if (!shop) throw new Error(`no shop searches in ${query.language}`);
    const unknown = [...query.expect, ...query.alsoFine].filter((handle) => !shop.lookup.has(handle));
    if (unknown.length > 0)
      throw new Error(`"${query.query}" expects unknown products: ${unknown.join(", ")}`);
    const answer = runRecordQuery(
      {
        id: "relevance",
        typeOfRequest: "SEARCH",
        settings: { query: { term: query.query }, limit: DEPTH, typeOfRecords: ["KLEVU_PRODUCT"] },
      },
      shop,
    );
    const found = answer.records.map((record) => record.id);
    if (query.expect.length === 0)
      return { ...query, found, success: found.length === 0, ndcg: found.length === 0 ? 1 : 0 };
    const grade = (handle: string) =>
      query.expect.includes(handle) ? 2 : query.alsoFine.includes(handle) ? 1 : 0;
    const ideal = [...query.expect.map(() => 2), ...query.alsoFine.map(() => 1)];
    return {
      ...query,
      found,
      success: found.slice(0, SUCCESS_DEPTH).some((handle) => query.expect.includes(handle)),
      ndcg: discountedGain(found.map(grade)) / discountedGain(ideal),
    };
  });
  const figures = (subset: readonly QueryOutcome[]): RelevanceFigures => ({
    queries: subset.length,
    successAt3: average(subset.map((outcome) => Number(outcome.success))),
    ndcgAt5: average(subset.map((outcome) => outcome.ndcg)),
  });
  return {
    overall: figures(outcomes),
    byLanguage: Object.fromEntries(
      CONTENT_LANGUAGES.map((language) => [
        language,
        figures(outcomes.filter((o) => o.language === language)),
      ]),
    ) as Record<ContentLanguage, RelevanceFigures>,
    outcomes,
  };
}

/** Gains of the first five, each divided by log2 of its position + 1. */
const discountedGain = (grades: readonly number[]): number =>
  grades.slice(0, DEPTH).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

const average = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The figures as the bench prints them, then the queries that miss. */
export function formatRelevance(report: RelevanceReport): string[] {
  const line = (label: string, f: RelevanceFigures) =>
    `  ${label.padEnd(8)} success@3 ${f.successAt3.toFixed(2)}, nDCG@5 ${f.ndcgAt5.toFixed(2)} (${f.queries} queries)`;
  const misses = report.outcomes.filter((outcome) => !outcome.success);
  return [
    line("overall", report.overall),
    ...CONTENT_LANGUAGES.map((language) => line(language, report.byLanguage[language])),
    misses.length === 0 ? "  every query finds what its shopper looks for in its first three" : "  missing:",
    ...misses.map(
      (miss) =>
        `    ${miss.language} "${miss.query}": ${miss.found.join(", ") || "nothing"}; expected ${miss.expect.join(", ") || "nothing"}`,
    ),
  ];
}
