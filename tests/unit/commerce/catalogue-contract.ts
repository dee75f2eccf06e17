import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { CURRENCIES } from "../../../src/catalogue/schema";
import type { CatalogueSource } from "../../../src/commerce/platform";
import { copyFixtureRoot, FIXTURE_CONTENT, FIXTURE_ROOT } from "../support/fixture-content";

/** The catalogue the fixture's content holds, as a source reads it. */
const read = (source: CatalogueSource) => source.read(FIXTURE_ROOT, FIXTURE_CONTENT);

/** What the build relies on of every platform's catalogue, each rule on its own. */
export const CATALOGUE_CONTRACT: Record<string, (source: CatalogueSource) => void> = {
  "every variant has an SKU of its own and a stock of zero or more"(source) {
    const variants = read(source).products.flatMap((product) => product.variants);
    expect(variants.length).toBeGreaterThan(0);
    const skus = variants.map((variant) => variant.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const { sku, stock } of variants)
      expect({ sku, stock: Number.isInteger(stock) && stock >= 0 }).toEqual({ sku, stock: true });
  },

  "every product, set and gift option has a price in each shop's currency"(source) {
    const catalogue = read(source);
    const priced = [
      ...catalogue.products,
      ...catalogue.bundles,
      catalogue.giftOptions.giftMessage,
      catalogue.giftOptions.giftBox,
    ];
    for (const item of priced)
      for (const currency of CURRENCIES) expect(item.prices[currency], currency).toBeGreaterThan(0);
  },

  "a catalogue it cannot use stops the build, naming the file and line"(source) {
    const root = copyFixtureRoot("catalogue-contract-");
    writeFileSync(
      path.join(root, "content", "catalogue", "products", "baby-bath.yaml"),
      "handle: baby-bath\ncategory: bathroom\nname: Baby Bath\n",
    );
    expect(() => source.read(root, path.join(root, "content"))).toThrow(
      /content\/catalogue\/products\/baby-bath\.yaml:\d+: /,
    );
  },
};
