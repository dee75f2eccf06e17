import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readSeedData } from "../../services/commerce-engine/seed/seed-data";
import { catalogueSource } from "../../src/commerce/commerce";
import { readEngineCatalogue } from "../../src/commerce/vendure/catalogue-snapshot";
import { adminApi, setStock } from "../support/commerce-engine";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";
import { engineUrl } from "./engine-under-test";

const ROOT = path.resolve(__dirname, "../..");
const CONTENT = path.join(ROOT, "content");
const admin = adminApi(engineUrl());

/** A variant no other test shops with: the last product's last colour. */
const SKU = "WCV-NVY";

async function variantOf(sku: string) {
  const { productVariants } = await admin<{
    productVariants: { items: { id: string; prices: { currencyCode: string; price: number }[] }[] };
  }>(
    `query ($sku: String!) {
      productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id prices { currencyCode price } } }
    }`,
    { sku },
  );
  return productVariants.items[0]!;
}

const setEuroPrice = async (sku: string, cents: number) =>
  admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
    input: [{ id: (await variantOf(sku)).id, prices: [{ currencyCode: "EUR", price: cents }] }],
  });

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the engine's catalogue, as the build reads it", () => {
  it("is, for a fresh engine, the tests' copy: every SKU under its product, priced in every currency", async () => {
    const sold = (await readEngineCatalogue(engineUrl())).offers;
    const withoutStock = (offers: typeof sold) =>
      offers.map(({ product, sku, prices }) => ({ product, sku, prices }));
    expect(withoutStock(sold)).toEqual(withoutStock(FRESH_ENGINE_OFFERS));
    // Stock changes as the tests shop; what a fresh engine starts with is its seed's.
    const seeded = readSeedData().products.flatMap((product) => product.variants);
    expect(
      FRESH_ENGINE_OFFERS.flatMap(({ sku, stock }) => (stock === undefined ? [] : [{ sku, stock }])),
    ).toEqual(seeded.map(({ sku, stock }) => ({ sku, stock })));
  });

  it("takes a price and stock the merchant changes in the admin into the next build, without touching content", async () => {
    const before = await variantOf(SKU);
    const euros = before.prices.find((price) => price.currencyCode === "EUR")!.price;
    await setEuroPrice(SKU, 4_250);
    await setStock(admin, SKU, 2);
    try {
      const root = mkdtempSync(path.join(os.tmpdir(), "engine-catalogue-"));
      roots.push(root);
      const env = { COMMERCE_URL: engineUrl() };
      expect(await catalogueSource.refresh(root, env)).toMatch(/^Prices and stock of \d+ variants from /);
      const product = catalogueSource
        .read(root, CONTENT, env)
        .products.find((candidate) => candidate.handle === "winter-cover")!;
      expect(product.prices.EUR).toBe(42.5);
      expect(product.variants.find((variant) => variant.sku === SKU)!.stock).toBe(2);
    } finally {
      await setEuroPrice(SKU, euros);
    }
  });

  it("stops a build with no engine to read from, saying what to start or set", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "engine-catalogue-"));
    roots.push(root);
    await expect(catalogueSource.refresh(root, { COMMERCE_URL: "" })).rejects.toThrow(/COMMERCE_CATALOGUE/);
    expect(() => catalogueSource.read(root, CONTENT, {})).toThrow(/npm run build/);
  });
});
