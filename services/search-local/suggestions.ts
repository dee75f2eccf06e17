import MiniSearch from "minisearch";
import type { ContentLanguage } from "../../src/content/localized";
import type { SynonymRule } from "../../src/search/merchandising/schema";
import type { ServiceRecord } from "./catalogue-records";
import { withSynonyms } from "./query-synonyms";
import { foldTerm, matchTerm, termProcessor } from "./search-index";

export type SuggestionIndex = MiniSearch<{ id: number; phrase: string }>;

export function createSuggestionIndex(
  records: readonly ServiceRecord[],
  language: ContentLanguage,
): SuggestionIndex {
  const phrases = [
    ...new Set(
      records
        .filter((record) => record.type === "KLEVU_PRODUCT" || record.type === "KLEVU_CATEGORY")
        .map((record) => record.fields.name.toLowerCase()),
    ),
  ];
  const processTerm = termProcessor(language);
  const index: SuggestionIndex = new MiniSearch({
    fields: ["phrase"],
    storeFields: ["phrase"],
    processTerm,
    searchOptions: { processTerm },
  });
  index.addAll(phrases.map((phrase, id) => ({ id, phrase })));
  return index;
}

export interface SuggestOptions {
  limit: number;
  /** Put around the part of each word the shopper typed; Klevu's default is bold. */
  highlight: [start: string, end: string];
}

export interface SuggestionSource {
  suggestions: SuggestionIndex;
  synonyms: readonly SynonymRule[];
  language: ContentLanguage;
}

/** Matched as search results are (see matchTerm); phrases that start with the query come first. */
export function suggest(
  source: SuggestionSource,
  query: string,
  { limit, highlight }: SuggestOptions,
): string[] {
  const typed = foldTerm(query.trim()).replace(/\s+/g, " ");
  if (!typed) return [];
  const { results } = matchTerm(source.suggestions, withSynonyms(typed, source.synonyms), "DEFAULT");
  const processTerm = termProcessor(source.language);
  return results
    .map((result) => ({ phrase: String(result.phrase), score: result.score, matched: result.terms }))
    .sort(
      (a, b) =>
        Number(foldTerm(b.phrase).startsWith(typed)) - Number(foldTerm(a.phrase).startsWith(typed)) ||
        b.score - a.score,
    )
    .slice(0, limit)
    .map(({ phrase, matched }) =>
      highlightWords(phrase, typed.split(" "), new Set(matched), processTerm, highlight),
    );
}

/** Marks, in each matched word, the part the shopper typed (for a typo: the part typed right). */
function highlightWords(
  phrase: string,
  typedWords: readonly string[],
  matched: ReadonlySet<string>,
  processTerm: (word: string) => string,
  [start, end]: [string, string],
): string {
  if (!start && !end) return phrase;
  return phrase.replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (!matched.has(processTerm(word))) return word;
    const folded = foldTerm(word);
    const typedLength = Math.max(...typedWords.map((typed) => commonPrefix(folded, typed)));
    const length = typedLength > 0 ? typedLength : word.length;
    return `${start}${word.slice(0, length)}${end}${word.slice(length)}`;
  });
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}
