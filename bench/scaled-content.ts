import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { readLinkSources } from "../src/redirects/link-files";
import { formatLinkFile } from "../src/redirects/link-file";
import type { RedirectEntry } from "../src/redirects/table-schema";
import { writeSnapshot } from "../src/commerce/vendure/catalogue-snapshot";
import { FRESH_ENGINE_OFFERS } from "../tests/support/fresh-engine-offers";

/** How many times `scaledContent` multiplies the campaign links and the products (1: as they are). */
export interface Scaled {
  rules: number;
  products: number;
}

/** The numbers of the generated siblings of each item, for `factor` times as many. */
const copiesFor = (factor: number) => Array.from({ length: factor - 1 }, (_, i) => i + 2);

/**
 * A copy of `content/` with the campaign redirect table and/or the catalogue scaled: every campaign
 * link and every product gets generated siblings (new slugs, handles and SKUs; the same targets,
 * categories and prices), so that build cost per rule and per product shows. The engine's catalogue
 * for it (a fresh engine's, with the siblings sold at the same prices) is beside it: `scaledEnv`.
 */
export function scaledContent(contentDir: string, scaled: Scaled): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `content-x${scaled.rules}-x${scaled.products}-`));
  cpSync(contentDir, dir, { recursive: true });

  const redirects = path.join(dir, "redirects");
  const linkCopies = copiesFor(scaled.rules);
  for (const { name = "" } of linkCopies.length ? readLinkSources(dir, redirects) : []) {
    const file = path.join(redirects, name);
    const entry = parse(readFileSync(file, "utf8")) as RedirectEntry;
    for (const n of linkCopies) {
      const copy = { ...entry, slug: `${entry.slug}-${n}` };
      writeFileSync(path.join(path.dirname(file), `${copy.slug}.yaml`), formatLinkFile(copy));
    }
  }

  const products = path.join(dir, "catalogue", "products");
  const productCopies = copiesFor(scaled.products);
  writeSnapshot(engineCatalogueOf(dir), {
    engine: "a fresh engine selling the generated products too",
    readAt: new Date().toISOString(),
    offers: FRESH_ENGINE_OFFERS.flatMap((offer) => [
      offer,
      ...productCopies.map((n) => ({
        ...offer,
        product: `${offer.product}-${n}`,
        sku: `${offer.sku}-S${n}`,
      })),
    ]),
  });
  for (const file of productCopies.length ? readdirSync(products) : []) {
    const source = readFileSync(path.join(products, file), "utf8");
    const product = parse(source) as { handle: string; featured?: boolean; variants: { sku: string }[] };
    for (const n of productCopies) {
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

const engineCatalogueOf = (contentDir: string) => path.join(contentDir, "engine-catalogue.json");

/** What a build of generated content reads: the content, and the engine's catalogue written beside it. */
export const scaledEnv = (contentDir: string) => ({
  CONTENT_DIR: contentDir,
  COMMERCE_CATALOGUE: engineCatalogueOf(contentDir),
});
