import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ContentError } from "../../src/content/content-error";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../src/content/localized";
import { parseYaml } from "../../src/content/parse-yaml";
import { kmcMaps } from "../../services/search-local/kmc";
import { CLOSEST_ONLY, runRecordQuery } from "../../services/search-local/record-query";
import type { SearchServiceData } from "../../services/search-local/service-data";
import { keywordRedirect } from "../../src/search/keyword-pages";
import { recordPath } from "../../src/search/search-records";

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
  /** 1 / the position of the first looked-for answer among the first five; 0 without one. */
  reciprocalRank: number;
  ndcg: number;
}

interface RelevanceFigures {
  queries: number;
  successAt3: number;
  mrr: number;
  ndcgAt5: number;
}

export interface RelevanceReport {
  overall: RelevanceFigures;
  byLanguage: Record<ContentLanguage, RelevanceFigures>;
  outcomes: QueryOutcome[];
}

/**
 * Runs each query the way the search results page answers it, a keyword that opens a page first
 * (its answer is that page, by path: `/customer-service/`), then products, and judges its first five:
 * success@3 (a product or page the shopper looks for among the first three), MRR (the mean of
 * 1 / the position of the first of them) and nDCG@5 (looked-for answers count 2, welcome ones 1, each
 * less further down). A query for something the shop does not sell succeeds when the answer says so:
 * no product, or only the closest ones, marked as such.
 */
export function measureRelevance(data: SearchServiceData, set: readonly RelevanceQuery[]): RelevanceReport {
  const outcomes = set.map((query): QueryOutcome => {
    const shop = [...data.shops.values()].find((candidate) => candidate.language === query.language);
    if (!shop) throw new Error(`no shop searches in ${query.language}`);
    const unknown = [...query.expect, ...query.alsoFine].filter(
      (answer) => !shop.lookup.has(answer) && !data.pages.has(answer),
    );
    if (unknown.length > 0)
      throw new Error(`"${query.query}" expects unknown products or pages: ${unknown.join(", ")}`);
    const page = keywordRedirect(kmcMaps(shop, data.merchandising).klevu_keywordUrlMap, query.query);
    const answer = runRecordQuery(
      {
        id: "relevance",
        typeOfRequest: "SEARCH",
        settings: { query: { term: query.query }, limit: DEPTH, typeOfRecords: ["KLEVU_PRODUCT"] },
      },
      shop,
    );
    const found = page
      ? [withoutLanguage(recordPath(page) ?? page, query.language)]
      : answer.records.map((record) => record.id);
    if (query.expect.length === 0) {
      const success = !page && (found.length === 0 || answer.meta.notificationCode === CLOSEST_ONLY);
      return { ...query, found, success, reciprocalRank: Number(success), ndcg: Number(success) };
    }
    const grade = (handle: string) =>
      query.expect.includes(handle) ? 2 : query.alsoFine.includes(handle) ? 1 : 0;
    const ideal = [...query.expect.map(() => 2), ...query.alsoFine.map(() => 1)];
    const first = found.findIndex((handle) => query.expect.includes(handle));
    return {
      ...query,
      found,
      success: first !== -1 && first < SUCCESS_DEPTH,
      reciprocalRank: first === -1 ? 0 : 1 / (first + 1),
      ndcg: discountedGain(found.map(grade)) / discountedGain(ideal),
    };
  });
  const figures = (subset: readonly QueryOutcome[]): RelevanceFigures => ({
    queries: subset.length,
    successAt3: average(subset.map((outcome) => Number(outcome.success))),
    mrr: average(subset.map((outcome) => outcome.reciprocalRank)),
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

/** A shop's path without its language prefix: `/en-US/customer-service/` → `/customer-service/`. */
const withoutLanguage = (pagePath: string, language: ContentLanguage): string =>
  pagePath.startsWith(`/${language}/`) ? pagePath.slice(language.length + 1) : pagePath;

/** Gains of the first five, each divided by log2 of its position + 1. */
const discountedGain = (grades: readonly number[]): number =>
  grades.slice(0, DEPTH).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

const average = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The figures a run recorded, which the next runs print beside theirs: bench/search-relevance-previous.json. */
const PREVIOUS_FIGURES = path.resolve(__dirname, "../../bench/search-relevance-previous.json");

const figuresSchema = z.strictObject({
  queries: z.number(),
  successAt3: z.number(),
  mrr: z.number(),
  ndcgAt5: z.number(),
});
const previousSchema = z.strictObject({
  recorded: z.string(),
  overall: figuresSchema,
  byLanguage: z.strictObject({ "nl-NL": figuresSchema, "en-US": figuresSchema }),
});
export type PreviousRelevance = z.output<typeof previousSchema>;

export const readPreviousRelevance = (file = PREVIOUS_FIGURES): PreviousRelevance | undefined =>
  existsSync(file) ? previousSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : undefined;

/** Keeps this run's figures as the previous ones, rounded as they are printed. */
export function recordRelevance(report: RelevanceReport, recorded: string, file = PREVIOUS_FIGURES): void {
  const rounded = (f: RelevanceFigures): RelevanceFigures => ({
    queries: f.queries,
    successAt3: round(f.successAt3),
    mrr: round(f.mrr),
    ndcgAt5: round(f.ndcgAt5),
  });
  const previous: PreviousRelevance = {
    recorded,
    overall: rounded(report.overall),
    byLanguage: {
      "nl-NL": rounded(report.byLanguage["nl-NL"]),
      "en-US": rounded(report.byLanguage["en-US"]),
    },
  };
  writeFileSync(file, `${JSON.stringify(previous, null, 2)}\n`);
}

const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * The figures as the bench prints them, each beside the previous run's (when there is one), then
 * every query with where its answer came, and the queries that miss.
 */
export function formatRelevance(report: RelevanceReport, previous?: PreviousRelevance): string[] {
  const figure = (value: number, before: number | undefined) =>
    `${value.toFixed(2)}${before === undefined ? "" : ` (was ${before.toFixed(2)})`}`;
  const line = (label: string, f: RelevanceFigures, p: RelevanceFigures | undefined) =>
    `  ${label.padEnd(8)} success@3 ${figure(f.successAt3, p?.successAt3)}, MRR ${figure(f.mrr, p?.mrr)}, nDCG@5 ${figure(f.ndcgAt5, p?.ndcgAt5)} (${f.queries} queries${p ? `, was ${p.queries}` : ""})`;
  const misses = report.outcomes.filter((outcome) => !outcome.success);
  const rank = (outcome: QueryOutcome) =>
    outcome.reciprocalRank > 0 ? `#${Math.round(1 / outcome.reciprocalRank)}` : "miss";
  return [
    ...(previous ? [`  previous figures: ${previous.recorded}`] : []),
    line("overall", report.overall, previous?.overall),
    ...CONTENT_LANGUAGES.map((language) =>
      line(language, report.byLanguage[language], previous?.byLanguage[language]),
    ),
    "  queries (the first looked-for answer's place, or miss):",
    ...report.outcomes.map(
      (outcome) => `    ${rank(outcome).padEnd(5)}${outcome.language} "${outcome.query}"`,
    ),
    misses.length === 0 ? "  every query finds what its shopper looks for in its first three" : "  missing:",
    ...misses.map(
      (miss) =>
        `    ${miss.language} "${miss.query}": ${miss.found.join(", ") || "nothing"}; expected ${miss.expect.join(", ") || "nothing"}`,
    ),
  ];
}
