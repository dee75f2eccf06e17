/**
 * Search terms are compared as typed words: whitespace collapsed, trimmed, lower-cased, at most 100
 * characters (counted as characters, so that no emoji is cut in half). Angle brackets are never part
 * of a word, so a term is never markup, wherever it is shown, kept or sent.
 */
export function normaliseSearchTerm(term: string): string {
  const words = term.replace(/[<>\s]+/g, " ").toLowerCase();
  return Array.from(words.trim()).slice(0, 100).join("").trim();
}
