import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EngineOffer } from "../../catalogue/offers";
import { CURRENCIES, type Prices } from "../../catalogue/schema";
import { commerceUrl } from "../platform";
import { neverThrowing } from "../../consent/never-throwing-storage";
import { CATALOGUE_PAGE } from "./documents";
import { shopApi } from "./shop-api";

/** What the engine sold when the build asked: read once before a build, so that every page agrees. */
export interface CatalogueSnapshot {
  engine: string;
  readAt: string;
  offers: EngineOffer[];
}

export const snapshotFileOf = (root: string, env: NodeJS.ProcessEnv = process.env): string =>
  env.COMMERCE_CATALOGUE
    ? path.resolve(env.COMMERCE_CATALOGUE)
    : path.join(root, ".data", "commerce", "catalogue.json");

export function readSnapshot(file: string): CatalogueSnapshot {
  if (!existsSync(file))
    throw new Error(
      `The catalogue's prices and stock come from the commerce engine, and none was read into ${file}: ` +
        "`npm run build` reads them before building (start the engine first with `npm run commerce-engine`, " +
        "or point COMMERCE_URL at one)",
    );
  return JSON.parse(readFileSync(file, "utf8")) as CatalogueSnapshot;
}

export function writeSnapshot(file: string, snapshot: CatalogueSnapshot): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then moved in place: a build or the search service never reads half a file.
  const writing = `${file}.${process.pid}`;
  writeFileSync(writing, `${JSON.stringify(snapshot, null, 2)}\n`);
  renameSync(writing, file);
}

interface ProductsPage {
  products: {
    totalItems: number;
    items: { slug: string; variants: { sku: string; priceWithTax: number; stockLevel: string }[] }[];
  };
}

/** The engine's stock level is the count (`SaleableCountStrategy`); MAX_SAFE_INTEGER where it does not count. */
const unitsOf = (stockLevel: string): number | undefined => {
  const units = Number(stockLevel);
  return Number.isInteger(units) && units < Number.MAX_SAFE_INTEGER ? units : undefined;
};

export async function readEngineCatalogue(url: string): Promise<CatalogueSnapshot> {
  // Anonymous: no session to keep.
  const storage = neverThrowing(() => undefined);
  const pricesBySku = new Map<string, Partial<Prices>>();
  const offers: EngineOffer[] = [];
  for (const currency of CURRENCIES) {
    const api = shopApi({ url: () => url, languageCode: () => "en", currencyCode: currency, storage });
    for (let skip = 0, total = 1; skip < total; skip += 100) {
      const { products } = await api<ProductsPage>(CATALOGUE_PAGE, { skip });
      total = products.totalItems;
      for (const product of products.items)
        for (const variant of product.variants) {
          let prices = pricesBySku.get(variant.sku);
          if (!prices) {
            prices = {};
            pricesBySku.set(variant.sku, prices);
            const stock = unitsOf(variant.stockLevel);
            offers.push({
              product: product.slug,
              sku: variant.sku,
              prices: prices as Prices,
              ...(stock !== undefined && { stock }),
            });
          }
          prices[currency] = variant.priceWithTax / 100;
        }
    }
  }
  return { engine: url, readAt: new Date().toISOString(), offers };
}

/** A local engine may still be building its first seed. */
async function waitForEngine(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // Not answering yet.
    }
    if (Date.now() > until)
      throw new Error(
        `The commerce engine at ${url} did not answer within ${timeoutMs / 1000} s: start it with ` +
          "`npm run commerce-engine` (`npm start` and `npm run develop` do), or set COMMERCE_URL",
      );
    if (!told) console.log(`Waiting for the commerce engine at ${url}…`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** With COMMERCE_CATALOGUE naming a catalogue already read, asks nothing. */
export async function refreshSnapshot(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.COMMERCE_CATALOGUE) return `Prices and stock from ${env.COMMERCE_CATALOGUE}`;
  const url = commerceUrl(env.COMMERCE_URL);
  if (!url)
    throw new Error(
      "COMMERCE_URL is empty: the site has no commerce engine to read prices and stock from. " +
        "Set COMMERCE_CATALOGUE to a catalogue read from one (.data/commerce/catalogue.json).",
    );
  await waitForEngine(url);
  const snapshot = await readEngineCatalogue(url);
  writeSnapshot(snapshotFileOf(root, env), snapshot);
  return `Prices and stock of ${snapshot.offers.length} variants from the commerce engine at ${url}`;
}
