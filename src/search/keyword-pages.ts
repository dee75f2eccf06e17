import { normaliseSearchTerm } from "./search-term";

interface KeywordMap {
  keywords: readonly string[];
  url: string;
}

/** A keyword among the term's words counts too ("return policy" → returns); Enter needs a whole keyword. */
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

export function keywordRedirect(maps: readonly KeywordMap[], term: string): string | undefined {
  return maps.find((map) => map.keywords.some((keyword) => keyword.toLowerCase() === term))?.url;
}
