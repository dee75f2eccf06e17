import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../src/catalogue/schema";
import { catalogueSource } from "../../src/commerce/commerce";
import type { CatalogueSource } from "../../src/commerce/platform";
import { CATALOGUE_CONTRACT } from "./commerce/catalogue-contract";
import { FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";

// Another platform's build side runs the same rules: add it here.
describe.each([["the bound platform's catalogue", catalogueSource]])(
  "%s keeps the build's rules",
  (_, source) => {
    it.each(Object.keys(CATALOGUE_CONTRACT))("%s", (rule) => CATALOGUE_CONTRACT[rule]!(source));
  },
);

/** The bound catalogue source with what it reads changed. */
const reading = (change: (catalogue: Catalogue) => Catalogue): CatalogueSource => ({
  read: (root, contentDir, env) => change(catalogueSource.read(root, contentDir, env)),
  refresh: catalogueSource.refresh,
});

/** For each rule, a catalogue source that breaks it and nothing else, which the rule must catch. */
const BROKEN: Record<keyof typeof CATALOGUE_CONTRACT, CatalogueSource> = {
  "every variant has an SKU of its own and a stock of zero or more": reading((catalogue) => ({
    ...catalogue,
    products: catalogue.products.map((product, index) =>
      index
        ? product
        : { ...product, variants: product.variants.map((variant) => ({ ...variant, stock: -1 })) },
    ),
  })),
  "every product, set and gift option has a price in each shop's currency": reading((catalogue) => ({
    ...catalogue,
    bundles: catalogue.bundles.map((bundle) => ({ ...bundle, prices: { ...bundle.prices, SEK: 0 } })),
  })),
  // Reads the catalogue it has always read, whatever the content says.
  "a catalogue it cannot use stops the build, naming the file and line": {
    read: () => catalogueSource.read(FIXTURE_ROOT, FIXTURE_CONTENT),
    refresh: catalogueSource.refresh,
  },
};

describe("each rule fails for a catalogue source that breaks it", () => {
  it.each(Object.keys(CATALOGUE_CONTRACT))("%s", (rule) => {
    expect(() => CATALOGUE_CONTRACT[rule]!(BROKEN[rule]!)).toThrow();
  });
});
