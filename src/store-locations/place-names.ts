/** Letters that Unicode does not split into a base letter and an accent. */
const UNSPLIT: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * A place name as people type it, whatever their keyboard: lower case, without accents, apostrophes or
 * hyphens ("'s-Gravenhage" and "S GRAVENHAGE" match, as do "København" and "Kobenhavn").
 */
export function normalisePlaceName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => UNSPLIT[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Edits between two words: a letter left out, added, changed, or two neighbours swapped ("Amsterdm",
 * "Amsterdaam", "Amstedram" are each one edit from "amsterdam").
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
    }
  }
  return at(a.length, b.length);
}

/**
 * The typing mistakes a place name may hold and still be found: none in short names, where one edit
 * makes another town ("Ede", "Epe"), one from five letters, two from nine.
 */
export const typosAllowed = (typed: string): number => (typed.length >= 9 ? 2 : typed.length >= 5 ? 1 : 0);
