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

/** "'s-Gravenhage" matches "S GRAVENHAGE", "København" matches "Kobenhavn". */
export function normalisePlaceName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => UNSPLIT[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A swap of two neighbours counts as one edit ("Amstedram"). */
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

/** None in short names, where one edit makes another town ("Ede", "Epe"). */
export const typosAllowed = (typed: string): number => (typed.length >= 9 ? 2 : typed.length >= 5 ? 1 : 0);
