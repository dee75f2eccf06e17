import { productHandle } from "../catalogue/paths";

/**
 * Rows of products in the order a page shows them, each product once: a row leaves out what the page
 * shows already (`shown`, by handle) and what a row above it shows, and what it repeats within itself.
 */
export function eachProductOnce<T extends { path: string }>(
  rows: readonly (readonly T[])[],
  shown: readonly string[],
): T[][] {
  const seen = new Set(shown);
  return rows.map((row) =>
    row.filter((product) => {
      const handle = productHandle(product.path);
      if (seen.has(handle)) return false;
      seen.add(handle);
      return true;
    }),
  );
}
