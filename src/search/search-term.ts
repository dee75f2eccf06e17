/**
 * Search terms are compared as typed words: whitespace collapsed, trimmed, lower-cased, at most 100
 * characters (counted as characters, so that no emoji is cut in half).
 */
export const normaliseSearchTerm = (term: string): string =>
  Array.from(term.replace(/\s+/g, " ").trim().toLowerCase()).slice(0, 100).join("").trim();
