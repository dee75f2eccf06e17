import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";

/** What `scaledContent` multiplies. */
export interface Scaled {
  rules: boolean;
  products: boolean;
}

/**
 * A copy of `content/` with the campaign redirect table and/or the catalogue scaled `factor` times:
 * every redirect entry and every product gets `factor - 1` generated siblings (new slugs, handles and
 * SKUs; the same targets, categories and prices), so that build cost per rule and per product shows.
 * With a factor of 1, a plain copy.
 */
export function scaledContent(
  contentDir: string,
  factor: number,
  scaled: Scaled = { rules: true, products: true },
): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `content-x${factor}-`));
  cpSync(contentDir, dir, { recursive: true });
  const copies = Array.from({ length: factor - 1 }, (_, i) => i + 2);

  const redirects = path.join(dir, "redirects");
  for (const file of readdirSync(redirects).filter(
    (name) => scaled.rules && name.endsWith(".yaml") && name !== "allowed-hosts.yaml",
  )) {
    const table = parse(readFileSync(path.join(redirects, file), "utf8")) as {
      redirects: { slug: string }[];
    };
    table.redirects = table.redirects.flatMap((entry) => [
      entry,
      ...copies.map((n) => ({ ...entry, slug: `${entry.slug}-${n}` })),
    ]);
    writeFileSync(path.join(redirects, file), stringify(table));
  }

  const products = path.join(dir, "catalogue", "products");
  for (const file of scaled.products ? readdirSync(products) : []) {
    const source = readFileSync(path.join(products, file), "utf8");
    const product = parse(source) as { handle: string; featured?: boolean; variants: { sku: string }[] };
    for (const n of copies) {
      const copy = {
        ...product,
        handle: `${product.handle}-${n}`,
        featured: false,
        variants: product.variants.map((variant) => ({ ...variant, sku: `${variant.sku}-S${n}` })),
      };
      writeFileSync(path.join(products, `${copy.handle}.yaml`), stringify(copy));
    }
  }
  return dir;
}
