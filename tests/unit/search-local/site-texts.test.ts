import { describe, expect, it } from "vitest";
import { listFilters } from "../../../services/search-local/filters";
import { kmcRoot } from "../../../services/search-local/kmc";
import { product } from "./fixture-records";
import { shopIndex } from "./local-service";
import type { Namespace } from "../../../src/i18n/namespaces";
import { namespaceTexts } from "../support/locale-texts";

/** A text as the site shows it, from its locale files. */
const shown = (language: string, namespace: Namespace, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (at, part) => (at as Record<string, unknown>)[part],
      namespaceTexts(language, namespace),
    );

const RECORDS = [
  product({ id: "a", colours: ["black"], sizes: ["S"] }),
  product({ id: "b", colours: ["sand"], sizes: ["M"], inStock: false }),
];

describe.each([
  ["nl-NL", "local-nl-nl-NL"],
  ["en-US", "local-nl-en-US"],
] as const)("the search service in %s", (language, apiKey) => {
  it("names the filters a category page shows too as the category page does", () => {
    const filters = listFilters(RECORDS, [], {
      settings: { enabled: true },
      language,
      withoutCategory: true,
    });
    const label = (key: string) => filters.find((filter) => filter.key === key)?.label;
    expect(label("colour")).toBe(shown(language, "category", "category.colour"));
    expect(label("size")).toBe(shown(language, "product", "product.size"));
    const stock = filters.find((filter) => filter.key === "stock");
    expect(stock && "options" in stock ? stock.options.map((option) => option.name) : []).toEqual([
      shown(language, "category", "category.inStockOnly"),
    ]);
  });

  it("words its shop settings as the site's buttons and captions", () => {
    const options = kmcRoot(shopIndex(apiKey), "localhost:9300").klevu_uc_userOptions;
    expect(options.addToCartButton).toBe(shown(language, "product", "product.addToCart"));
    expect(options.outOfStockCaption).toBe(shown(language, "cards", "product.outOfStock"));
    expect(options.showTrendingProductsCaption).toBe(shown(language, "quick-search", "search.trending"));
  });
});
