import { normaliseSearchTerm } from "./search-term";

/** One entry of the merchandising keyword map: these words lead to that page. */
interface KeywordMap {
  keywords: readonly string[];
  url: string;
}

/**
 * The pages of the keyword map that a term typed in quick search is about, in the map's order: those
 * with the term as a keyword ("returns"), or with a keyword among the term's words or phrases ("return
 * policy" → returns). Enter still leads only from a whole keyword, as the search provider does.
 */
export function keywordPages(maps: readonly KeywordMap[], term: string): string[] {
  const typed = normaliseSearchTerm(term);
  if (!typed) return [];
  const padded = ` ${typed} `;
  const urls = maps
    .filter((map) =>
      map.keywords.some((keyword) => {
        const wanted = normaliseSearchTerm(keyword);
        return wanted !== "" && padded.includes(` ${wanted} `);
      }),
    )
    .map((map) => map.url);
  return [...new Set(urls)];
}

/** The page Enter opens instead of results: the first whose keywords hold the whole term (`returns`). */
export function keywordRedirect(maps: readonly KeywordMap[], term: string): string | undefined {
  return maps.find((map) => map.keywords.some((keyword) => keyword.toLowerCase() === term))?.url;
}
