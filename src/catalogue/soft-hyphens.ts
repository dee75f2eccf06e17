/**
 * Where long words of the catalogue may break, per language: before the word or suffix they end in.
 * Dutch writes "Draagzakaccessoires" and "zindelijkheid" as one word, too long for a tile or a
 * category's title beside its picture on a phone.
 */
const COMPOUND_ENDINGS: Record<string, readonly string[]> = {
  nl: ["accessoires", "matrassen", "hoeslakens", "speelgoed", "heid"],
};

/** The shortest start a compound keeps on its line: no "Bad-" dangling on its own. */
const MIN_START = 4;

/**
 * The text with a soft hyphen before the ending of each long compound: a narrow tile breaks it as
 * "Draagzak-|accessoires", with a hyphen, where CSS `hyphens: auto` has no dictionary for the language
 * (Chromium on Linux has none). Invisible where the word fits.
 */
export function softHyphens(text: string, language: string): string {
  const endings = COMPOUND_ENDINGS[language.split("-")[0] ?? ""] ?? [];
  return endings.reduce(
    (result, ending) =>
      result.replace(
        new RegExp(`(\\p{L}{${MIN_START},})(${ending})(?=\\P{L}|$)`, "giu"),
        (_, start: string, end: string) => `${start}\u00AD${end}`,
      ),
    text,
  );
}
