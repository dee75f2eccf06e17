/** Endings long words break before: Dutch compounds like "Draagzakaccessoires" overflow a phone's tile. */
const COMPOUND_ENDINGS: Record<string, readonly string[]> = {
  nl: ["accessoires", "matrassen", "hoeslakens", "speelgoed", "heid"],
};

/** The shortest start a compound keeps on its line: no "Bad-" dangling on its own. */
const MIN_START = 4;

/** CSS `hyphens: auto` has no dictionary for these languages in Chromium on Linux, hence soft hyphens. */
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
