import { productHandle } from "../catalogue/paths";

/** A row leaves out what the page (`shown`) or a row above already shows, and its own repeats. */
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
