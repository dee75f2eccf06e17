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
