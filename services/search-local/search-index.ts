import { stemmer as dutchStem } from "@orama/stemmers/dutch";
import { stemmer as englishStem } from "@orama/stemmers/english";
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import type { ContentLanguage } from "../../src/content/localized";
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

export const foldTerm = (term: string): string => term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const STEMMERS: Record<ContentLanguage, (word: string) => string> = {
  "nl-NL": dutchStem,
  "en-US": englishStem,
};

/** Stemmed, so that a plural finds the singular ("wipstoelen" the Wipstoel) as an exact match. */
export const termProcessor = (language: ContentLanguage): ((term: string) => string) => PROCESSORS[language];

const PROCESSORS = Object.fromEntries(
  Object.entries(STEMMERS).map(([language, stem]) => [language, (term: string) => stem(foldTerm(term))]),
) as Record<ContentLanguage, (term: string) => string>;

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
  results: SearchResult[];
  typeOfSearch: ConcreteSearchType;
}

export type SearchIndex = MiniSearch<ServiceRecord["text"] & { id: string; kind: string }>;

// A word in the name weighs most, then in the category's name, then the description. The category name's last
// word is the record's kind (Baby *carriers*; Draagzak*accessoires*): naming it weighs a little more, so that
// "carrier" puts carriers above carrier accessories, yet less than the name's lead over the category.
export function createSearchIndex(records: readonly ServiceRecord[], language: ContentLanguage): SearchIndex {
  const processTerm = termProcessor(language);
  const index: SearchIndex = new MiniSearch({
    fields: ["name", "category", "kind", "description"],
    processTerm,
    searchOptions: { boost: { name: 3, category: 2, kind: 0.9, description: 1 }, processTerm },
  });
  index.addAll(
    records.map((record) => ({
      id: record.id,
      ...record.text,
      kind: record.text.category.split(" ").at(-1) ?? "",
    })),
  );
  return index;
}

// OR steps are skipped for a single word or more than six, as Klevu does. Results and suggestions both match
// this way, so that what the panel suggests, the results page finds.
export function matchTerm(
  index: MiniSearch,
  terms: readonly [term: string, ...alternatives: string[]],
  typeOfSearch: SearchType,
  accept?: (id: string) => boolean,
  searchPrefs: readonly string[] = [],
): TermMatch {
  const words = terms[0].split(" ").length;
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
  for (const step of steps) {
    const filter = accept && ((result: SearchResult) => accept(String(result.id)));
    const results = searchEach(index, terms, { ...MODES[step], filter });
    if (results.length > 0) return { results, typeOfSearch: step };
  }
  return { results: [], typeOfSearch: steps.at(-1)! };
}

function searchEach(index: MiniSearch, terms: readonly string[], options: SearchOptions): SearchResult[] {
  if (terms.length === 1) return index.search(terms[0]!, options);
  const best = new Map<unknown, SearchResult>();
  for (const term of terms)
    for (const result of index.search(term, options)) {
      const earlier = best.get(result.id);
      if (!earlier || earlier.score < result.score) best.set(result.id, result);
    }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
