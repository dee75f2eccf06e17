import type { SynonymRule } from "../../src/search/merchandising/schema";

/** More alternatives than this for one term would slow every keystroke for little gain. */
const MOST_ALTERNATIVES = 8;

/** "travel cot" → "travel crib"; synonyms of synonyms are not followed, as in Klevu. */
export function withSynonyms(
  term: string,
  rules: readonly SynonymRule[],
): [term: string, ...alternatives: string[]] {
  const padded = ` ${term} `;
  const alternatives = new Set<string>();
  for (const rule of rules)
    for (const word of rule.when) {
      if (!padded.includes(` ${word} `)) continue;
      for (const synonym of rule.alsoSearch)
        if (synonym !== word) alternatives.add(padded.replace(` ${word} `, ` ${synonym} `).trim());
    }
  alternatives.delete(term);
  return [term, ...[...alternatives].slice(0, MOST_ALTERNATIVES)];
}
