import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import type { CatalogueContent } from "../../src/catalogue/schema";
import { loadShipping } from "../../src/checkout/load-shipping";
import { ContentError } from "../../src/content/content-error";
import { loadGuides } from "../../src/guides/load-guides";
import type { Guide } from "../../src/guides/schema";
import { loadMerchandising } from "../../src/search/merchandising/load-merchandising";
import { shopPagePaths } from "../../src/build/shop-pages";
import { loadStoreLocations } from "../../src/store-locations/load-store-locations";
import { copyFixtureRoot } from "./support/fixture-content";
import { applyMutation, deleteLine, insertChar, reindentLine } from "./support/yaml-mutations";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

const RUNS = 15;
let dir: string;
let content: string;

/** A loader on a content folder ends in a value or a ContentError whose problems are located and worded. */
function checkOutcome(load: () => unknown, file: string, text: string): void {
  try {
    load();
    return;
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    const { problems } = error as ContentError;
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.file).toMatch(/^content\/.+\.ya?ml$/);
      expect(Number.isInteger(problem.line) && problem.line > 0).toBe(true);
      if (problem.file.endsWith(file)) expect(problem.line).toBeLessThanOrEqual(text.split("\n").length + 1);
      expect(problem.message.trim().length).toBeGreaterThan(0);
    }
  }
}

// What the guides and merchandising refer to, read once from the unmutated files: each test mutates
// one file and restores it, so a loader's own mutations never change what it refers to.
const catalogue = () => loadCatalogue(dir, content, FRESH_ENGINE_OFFERS);
let catalogueRead: CatalogueContent | undefined;
const fixtureCatalogue = () => (catalogueRead ??= catalogue());
const guides = () => loadGuides(dir, content, new Set(fixtureCatalogue().products.map((p) => p.handle)));
let referencesRead: [CatalogueContent, Guide[], Set<string>] | undefined;
function merchandising() {
  if (!referencesRead) {
    const fixtureGuides = guides();
    referencesRead = [fixtureCatalogue(), fixtureGuides, shopPagePaths(fixtureCatalogue(), fixtureGuides)];
  }
  return loadMerchandising(dir, content, ...referencesRead);
}

const LOADERS: [string, string, () => unknown][] = [
  ["the catalogue", "catalogue/products/baby-carrier-one.yaml", catalogue],
  ["the catalogue", "catalogue/categories.yaml", catalogue],
  ["the catalogue", "catalogue/bundles.yaml", catalogue],
  ["the catalogue", "catalogue/colours.yaml", catalogue],
  ["the catalogue", "catalogue/gift-options.yaml", catalogue],
  ["the guides", "guides/returns.yaml", guides],
  ["the stores", "stores.yaml", () => loadStoreLocations(dir, content)],
  ["shipping", "shipping.yaml", () => loadShipping(dir, content)],
  ["search merchandising", "search/banners.yaml", merchandising],
  ["search merchandising", "search/recommendations.yaml", merchandising],
  ["search merchandising", "search/keyword-redirects.yaml", merchandising],
];

describe("content loaders on mutated files", () => {
  let emitWarning: MockInstance;
  beforeAll(() => {
    // The yaml library warns on stderr about odd keys that mutations produce; keep the output clean.
    emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    dir = copyFixtureRoot("content-property-");
    content = path.join(dir, "content");
  });
  afterAll(() => {
    emitWarning.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, file, load] of LOADERS) {
    it(`${name}: ${file} ends in content or a file:line problem, never a crash`, () => {
      const target = path.join(content, file);
      const real = readFileSync(target, "utf8");
      try {
        fc.assert(
          fc.property(
            fc.array(fc.oneof(deleteLine, reindentLine, insertChar), { minLength: 1, maxLength: 4 }),
            (mutations) => {
              const text = mutations.reduce(applyMutation, real);
              writeFileSync(target, text);
              checkOutcome(load, file, text);
            },
          ),
          { numRuns: RUNS },
        );
      } finally {
        writeFileSync(target, real);
      }
    }, 60_000);
  }
});
