import type { SynonymRule } from "../../src/search/merchandising/schema";
import { foldTerm } from "./search-index";

/** A colour by its key, with its names in every language the shops write. */
export interface ColourWords {
  key: string;
  names: readonly string[];
}

/** What a query asks for: words to search the texts for, and the colours and sizes it names. */
export interface UnderstoodQuery {
  /** The query without its colour and size words ("bouncer grey" → "bouncer"); "" if that was all. */
  words: string;
  /** Colour keys: a product in any of them will do. */
  colours: string[];
  /** Sizes as the products name them. */
  sizes: string[];
}

export interface QueryVocabulary {
  colours: readonly ColourWords[];
  /** Every size a product of the shop comes in. */
  sizes: readonly string[];
  /** The shop language's synonyms: "grey" is a colour when a rule says it means "gray". */
  synonyms: readonly SynonymRule[];
}

/** Words that only announce a size: "size m", "maat m". */
const SIZE_WORDS = new Set(["size", "maat"]);
/**
 * A word is a part of a compound colour ("grijs" of "donkergrijs", "wit" of "crèmewit") only when it
 * has this many letters and the compound this many more.
 */
const LEAST_COMPOUND_PART = 3;

/**
 * Takes the colours and sizes out of a query, as a shop's search does: "bouncer grey" is bouncers in
 * a grey, "slaapzak maat m" sleeping bags in size M. A colour's name is matched whole ("dark gray"), or
 * by one of its words ("grey" with the rule "grey, gray"), or as a part of a Dutch compound ("grijs"
 * finds Donkergrijs, Zandgrijs and Grijsbeige).
 */
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

/** The single words a synonym rule lets `word` stand for. */
const synonymsOf = (word: string, rules: readonly SynonymRule[]): string[] =>
  rules.flatMap((rule) =>
    rule.when.includes(word) ? rule.alsoSearch.filter((other) => !other.includes(" ")) : [],
  );

/** Whether a word names a colour: one of its name's words, or the start or end of a compound name word. */
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
