// At most 100 characters, counted as characters so that no emoji is cut in half; without angle brackets, a
// term is never markup wherever it is shown, kept or sent.
export function normaliseSearchTerm(term: string): string {
  const words = term.replace(/[<>\s]+/g, " ").toLowerCase();
  return Array.from(words.trim()).slice(0, 100).join("").trim();
}
