import { distance } from "fastest-levenshtein";

export interface PageChoice {
  path: string;
  title: string;
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word typed must appear in the title or path, in order. */
export function findPages(typed: string, pages: readonly PageChoice[]): PageChoice[] {
  const words = wordsOf(typed);
  return pages.filter(({ path, title }) => {
    const text = `${title} ${path}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const lastPart = (text: string): string => text.split("/").filter(Boolean).at(-1) ?? "";

function farness(typed: string, { path, title }: PageChoice): number {
  const text = typed.trim().toLowerCase();
  return Math.min(
    distance(text, title.toLowerCase()),
    distance(text, path),
    distance(lastPart(text), lastPart(path)),
  );
}

/** Those holding every word typed, else near it in spelling, nearest first. */
export function closestPages(typed: string, pages: readonly PageChoice[], count = 3): PageChoice[] {
  const found = findPages(typed, pages);
  if (found.length > 0 && wordsOf(typed).length > 0) return found.slice(0, count);
  // A third of the letters wrong is still a typo; more is another word.
  const near = Math.max(2, Math.floor(lastPart(typed.trim()).length / 3));
  return pages
    .map((page) => ({ page, far: farness(typed, page) }))
    .filter(({ far }) => far <= near)
    .sort((a, b) => a.far - b.far)
    .slice(0, count)
    .map(({ page }) => page);
}
