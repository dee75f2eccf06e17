import { distance } from "fastest-levenshtein";

/** A page a link may lead to: its path (without language prefix) and the title a marketer knows it by. */
export interface PageChoice {
  path: string;
  title: string;
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The pages whose title or path holds every word typed ("kitchen", "Baby crib", "/guides/"), in order. */
export function findPages(typed: string, pages: readonly PageChoice[]): PageChoice[] {
  const words = wordsOf(typed);
  return pages.filter(({ path, title }) => {
    const text = `${title} ${path}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The last part of a path or of what was typed: `/categories/kitchen/` → `kitchen`. */
const lastPart = (text: string): string => text.split("/").filter(Boolean).at(-1) ?? "";

/** How far `typed` is from a page: from its title, its path or the end of its path, whichever is nearest. */
function farness(typed: string, { path, title }: PageChoice): number {
  const text = typed.trim().toLowerCase();
  return Math.min(
    distance(text, title.toLowerCase()),
    distance(text, path),
    distance(lastPart(text), lastPart(path)),
  );
}

/**
 * The pages a marketer most likely meant by `typed`: those holding every word typed, else those near it
 * in spelling (`/categories/kichen/` → `/categories/kitchen/`), nearest first; at most `count`.
 */
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
