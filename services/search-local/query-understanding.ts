import type { SynonymRule } from "../../src/search/merchandising/schema";
import { foldTerm } from "./search-index";

export interface ColourWords {
  key: string;
  names: readonly string[];
}

export interface UnderstoodQuery {
  /** The query without its colour and size words ("bouncer grey" → "bouncer"); "" if that was all. */
  words: string;
  /** Colour keys: a product in any of them will do. */
  colours: string[];
  sizes: string[];
}

export interface QueryVocabulary {
  colours: readonly ColourWords[];
  sizes: readonly string[];
  /** The shop language's synonyms: "grey" is a colour when a rule says it means "gray". */
  synonyms: readonly SynonymRule[];
}

const SIZE_WORDS = new Set(["size", "maat"]);
/** Least letters of a compound colour's part ("grijs" of "donkergrijs"), and of the compound beyond it. */
const LEAST_COMPOUND_PART = 3;

// "bouncer grey" is bouncers in a grey: a colour is matched whole, by one of its words (with synonyms), or
// as part of a Dutch compound ("grijs" finds Donkergrijs, Zandgrijs and Grijsbeige).
export function understandQuery(term: string, vocabulary: QueryVocabulary): UnderstoodQuery {
  const words = term.split(" ").filter((word) => word !== "");
  const sizes = new Map(vocabulary.sizes.map((size) => [foldTerm(size), size]));
  const kept: string[] = [];
  const colours = new Set<string>();
  const chosenSizes = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const pair = `${word} ${words[i + 1] ?? ""}`;
    const named = vocabulary.colours.filter((colour) => colour.names.some((name) => foldTerm(name) === pair));
    if (named.length > 0) {
      named.forEach((colour) => colours.add(colour.key));
      i += 1;
      continue;
    }
    const spoken = [word, ...synonymsOf(word, vocabulary.synonyms)].map(foldTerm);
    const matching = vocabulary.colours.filter((colour) =>
      colour.names.some((name) => spoken.some((said) => namesColour(name, said))),
    );
    const size = sizes.get(foldTerm(word));
    if (matching.length > 0) matching.forEach((colour) => colours.add(colour.key));
    else if (size !== undefined) {
      chosenSizes.add(size);
      if (SIZE_WORDS.has(kept.at(-1) ?? "")) kept.pop();
    } else kept.push(word);
  }
  return { words: kept.join(" "), colours: [...colours], sizes: [...chosenSizes] };
}

const synonymsOf = (word: string, rules: readonly SynonymRule[]): string[] =>
  rules.flatMap((rule) =>
    rule.when.includes(word) ? rule.alsoSearch.filter((other) => !other.includes(" ")) : [],
  );

function namesColour(name: string, word: string): boolean {
  return foldTerm(name)
    .split(" ")
    .some(
      (part) =>
        part === word ||
        (word.length >= LEAST_COMPOUND_PART &&
          part.length >= word.length + LEAST_COMPOUND_PART &&
          (part.startsWith(word) || part.endsWith(word))),
    );
}
