import MiniSearch from "minisearch";
import type { ServiceRecord } from "./catalogue-records";
import { foldTerm } from "./search-index";

export type SuggestionIndex = MiniSearch<{ id: number; phrase: string }>;

/** Phrases to complete a search with: the names of products and categories, in lower case. */
export function createSuggestionIndex(records: readonly ServiceRecord[]): SuggestionIndex {
  const phrases = [
    ...new Set(
      records
        .filter((record) => record.type === "KLEVU_PRODUCT" || record.type === "KLEVU_CATEGORY")
        .map((record) => record.fields.name.toLowerCase()),
    ),
  ];
  const index: SuggestionIndex = new MiniSearch({
    fields: ["phrase"],
    storeFields: ["phrase"],
    processTerm: foldTerm,
  });
  index.addAll(phrases.map((phrase, id) => ({ id, phrase })));
  return index;
}

export interface SuggestOptions {
  limit: number;
  /** Put around the part of each word the shopper typed; Klevu's default is bold. */
  highlight: [start: string, end: string];
}

/**
 * Completions of `query`: phrases whose words start with what was typed (the last word may be
 * unfinished), or, failing that, are within a typo of it; phrases that start with the query first.
 */
export function suggest(
  index: SuggestionIndex,
  query: string,
  { limit, highlight }: SuggestOptions,
): string[] {
  const typed = foldTerm(query.trim());
  if (!typed) return [];
  const options = { combineWith: "AND", prefix: true } as const;
  const exact = index.search(typed, options);
  const results = exact.length ? exact : index.search(typed, { ...options, fuzzy: 0.25 });
  return results
    .map((result) => ({ phrase: String(result.phrase), score: result.score, matched: result.terms }))
    .sort(
      (a, b) =>
        Number(foldTerm(b.phrase).startsWith(typed)) - Number(foldTerm(a.phrase).startsWith(typed)) ||
        b.score - a.score,
    )
    .slice(0, limit)
    .map(({ phrase, matched }) => highlightWords(phrase, typed.split(/\s+/), new Set(matched), highlight));
}

/** Marks, in each matched word, the part the shopper typed (for a typo: the part typed right). */
function highlightWords(
  phrase: string,
  typedWords: readonly string[],
  matched: ReadonlySet<string>,
  [start, end]: [string, string],
): string {
  if (!start && !end) return phrase;
  return phrase.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = foldTerm(word);
    if (!matched.has(folded)) return word;
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
