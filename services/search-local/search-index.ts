import MiniSearch, { type SearchOptions } from "minisearch";
import type { ServiceRecord } from "./catalogue-records";

/** Klevu's ways of matching a term; DEFAULT tries the first four in turn until one finds something. */
export const SEARCH_TYPES = [
  "DEFAULT",
  "WILDCARD_AND",
  "FUZZY_AND",
  "WILDCARD_OR",
  "FUZZY_OR",
  "AND",
  "OR",
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
type ConcreteSearchType = Exclude<SearchType, "DEFAULT">;

/** Lower case without accents, so that "creme" finds "crème". */
export const foldTerm = (term: string): string => term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const onlyLastTerm = (_term: string, i: number, terms: string[]) => i === terms.length - 1;
// A typo in a word of four letters or more: one edit up to 7 letters, two from 8.
const typoTolerance = (term: string) => (term.length >= 4 ? 0.2 : false);

const MODES: Record<ConcreteSearchType, SearchOptions> = {
  WILDCARD_AND: { combineWith: "AND", prefix: onlyLastTerm },
  FUZZY_AND: { combineWith: "AND", prefix: onlyLastTerm, fuzzy: typoTolerance },
  WILDCARD_OR: { combineWith: "OR", prefix: onlyLastTerm },
  FUZZY_OR: { combineWith: "OR", prefix: onlyLastTerm, fuzzy: typoTolerance },
  AND: { combineWith: "AND" },
  OR: { combineWith: "OR" },
};

export interface TermMatch {
  /** Relevance of each matching record id. */
  scores: Map<string, number>;
  typeOfSearch: ConcreteSearchType;
}

export type SearchIndex = MiniSearch<ServiceRecord["text"] & { id: string }>;

/** A full-text index of records: names weigh most, then category names, then descriptions. */
export function createSearchIndex(records: readonly ServiceRecord[]): SearchIndex {
  const index: SearchIndex = new MiniSearch({
    fields: ["name", "category", "description"],
    processTerm: foldTerm,
    searchOptions: { boost: { name: 3, category: 2, description: 1 }, processTerm: foldTerm },
  });
  index.addAll(records.map((record) => ({ id: record.id, ...record.text })));
  return index;
}

/**
 * The records that match `term` among those `accept` lets through, the way `typeOfSearch` says.
 * Search preferences can switch off the fuzzy, wildcard or OR steps of DEFAULT; OR steps are skipped
 * for a single word or more than six, as Klevu does.
 */
export function matchTerm(
  index: SearchIndex,
  term: string,
  typeOfSearch: SearchType,
  accept: (id: string) => boolean,
  searchPrefs: readonly string[] = [],
): TermMatch {
  const words = term.split(" ").length;
  const cascade: ConcreteSearchType[] =
    typeOfSearch === "DEFAULT"
      ? (["WILDCARD_AND", "FUZZY_AND", "WILDCARD_OR", "FUZZY_OR"] as const).filter(
          (step) =>
            !(step.startsWith("FUZZY") && searchPrefs.includes("disableFuzzyMatch")) &&
            !(step.startsWith("WILDCARD") && searchPrefs.includes("disableWildcard")) &&
            !(step.endsWith("_OR") && (searchPrefs.includes("disableORSearch") || words === 1 || words > 6)),
        )
      : [typeOfSearch];
  // With wildcards and typos both switched off, DEFAULT is an exact AND search.
  const steps = cascade.length > 0 ? cascade : (["AND"] as const);
  let scores = new Map<string, number>();
  for (const step of steps) {
    const results = index.search(term, { ...MODES[step], filter: (result) => accept(String(result.id)) });
    scores = new Map(results.map((result) => [String(result.id), result.score]));
    if (scores.size > 0) return { scores, typeOfSearch: step };
  }
  return { scores, typeOfSearch: steps.at(-1)! };
}
