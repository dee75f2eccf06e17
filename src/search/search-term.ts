/** Search terms are compared as typed words: whitespace collapsed, trimmed, lower-cased, bounded. */
export const normaliseSearchTerm = (term: string): string =>
  term.replace(/\s+/g, " ").trim().toLowerCase().slice(0, 100);
