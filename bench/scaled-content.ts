import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { readLinkSources } from "../src/redirects/link-files";
import { formatLinkFile } from "../src/redirects/link-file";
import type { RedirectEntry } from "../src/redirects/table-schema";

/** What `scaledContent` multiplies. */
export interface Scaled {
  rules: boolean;
  products: boolean;
}

/**
 * A copy of `content/` with the campaign redirect table and/or the catalogue scaled `factor` times:
 * every campaign link and every product gets `factor - 1` generated siblings (new slugs, handles and
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
  for (const { name = "" } of scaled.rules ? readLinkSources(dir, redirects) : []) {
    const file = path.join(redirects, name);
    const entry = parse(readFileSync(file, "utf8")) as RedirectEntry;
    for (const n of copies) {
      const copy = { ...entry, slug: `${entry.slug}-${n}` };
      writeFileSync(path.join(path.dirname(file), `${copy.slug}.yaml`), formatLinkFile(copy));
    }
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
