import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import { loadShipping, shippingOptions } from "../../src/checkout/load-shipping";
import { ContentError, type ContentProblem } from "../../src/content/content-error";
import { loadGuides } from "../../src/guides/load-guides";
import { loadStores } from "../../src/stores/load-stores";
import { copyFixtureRoot, FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";

let root: string;
let content: string;

beforeEach(() => {
  root = copyFixtureRoot("content-loaders-");
  content = path.join(root, "content");
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Changes one content file of the copy; `change` must change it. Returns the new text. */
function edit(file: string, change: (text: string) => string): string {
  const absolute = path.join(content, file);
  const before = fs.readFileSync(absolute, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(absolute, after);
  return after;
}

/** The 1-based number of the only line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  const lines = text.split("\n");
  const found = lines.flatMap((line, i) => (line.includes(needle) ? [i + 1] : []));
  if (found.length !== 1) throw new Error(`"${needle}" is on ${found.length} lines`);
  return found[0]!;
}

function problemsOf(load: () => unknown): readonly ContentProblem[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect((error as ContentError).message).toBe(
      problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join("\n"),
    );
    return problems;
  }
  throw new Error("expected a ContentError");
}

const catalogue = () => loadCatalogue(root, content);
const productHandles = () =>
  new Set(loadCatalogue(FIXTURE_ROOT, FIXTURE_CONTENT).products.map((p) => p.handle));

describe("the copied content", { timeout: 30_000 }, () => {
  it("loads without problems, with file names relative to the root", () => {
    expect(catalogue().products.length).toBeGreaterThan(40);
    expect(loadGuides(root, content, productHandles()).length).toBeGreaterThan(10);
    expect(loadStores(root, content).length).toBeGreaterThan(10);
    expect(loadShipping(root, content).methods.map((method) => method.id)).toEqual(["standard", "express"]);
  });
});

describe("loadCatalogue", { timeout: 30_000 }, () => {
  it("reports a product file not named after its handle", () => {
    fs.renameSync(
      path.join(content, "catalogue/products/potty.yaml"),
      path.join(content, "catalogue/products/pottie.yaml"),
    );
    const text = fs.readFileSync(path.join(content, "catalogue/products/pottie.yaml"), "utf8");
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/pottie.yaml",
        line: lineOf(text, "handle: potty"),
        message: "the file must be named potty.yaml, after the product's handle",
      },
    ]);
  });

  it("reports an unknown category", () => {
    const text = edit("catalogue/products/potty.yaml", (t) =>
      t.replace(/^category: .*$/m, "category: toilets"),
    );
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/potty.yaml",
        line: lineOf(text, "category: toilets"),
        message: '"toilets" is not a category in content/catalogue/categories.yaml',
      },
    ]);
  });

  it("reports a SKU used by two products, at the second one", () => {
    const text = edit("catalogue/products/potty.yaml", (t) => t.replace("sku: POT-PBL", "sku: BCO-BLK"));
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/potty.yaml",
        line: lineOf(text, "sku: BCO-BLK"),
        message: "SKU BCO-BLK is already used by baby-carrier-one",
      },
    ]);
  });

  it("reports an unknown colour", () => {
    const text = edit("catalogue/products/potty.yaml", (t) =>
      t.replace("colour: powder-blue", "colour: hot-pink"),
    );
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/potty.yaml",
        line: lineOf(text, "colour: hot-pink"),
        message: '"hot-pink" is not a colour in content/catalogue/colours.yaml',
      },
    ]);
  });

  it("reports an unknown related product", () => {
    const text = edit("catalogue/products/potty.yaml", (t) =>
      t.replace("related: [toilet-trainer, step-stool]", "related:\n  - toilet-trainer\n  - toilet-seat\n"),
    );
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/potty.yaml",
        line: lineOf(text, "- toilet-seat"),
        message: 'there is no product "toilet-seat"',
      },
    ]);
  });

  it("reports a bundle item that is not a SKU of any product", () => {
    const text = edit("catalogue/bundles.yaml", (t) =>
      t.replace(
        "items: [BCO-BLK, TBB-CRM, PPO-BLK]",
        "items:\n      - BCO-BLK\n      - TBB-XXX\n      - PPO-BLK",
      ),
    );
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/bundles.yaml",
        line: lineOf(text, "- TBB-XXX"),
        message: "there is no SKU TBB-XXX",
      },
    ]);
  });

  it("reports several problems of several files at once", () => {
    edit("catalogue/products/potty.yaml", (t) => t.replace(/^category: .*$/m, "category: toilets"));
    edit("catalogue/products/spoon-set.yaml", (t) => t.replace(/^related: \[/m, "related: [fork-set, "));
    const problems = problemsOf(catalogue);
    expect(problems.map((p) => [p.file, p.message])).toEqual([
      [
        "content/catalogue/products/potty.yaml",
        '"toilets" is not a category in content/catalogue/categories.yaml',
      ],
      ["content/catalogue/products/spoon-set.yaml", 'there is no product "fork-set"'],
    ]);
  });

  it("reports a product without a price in one currency", () => {
    const text = edit("catalogue/products/potty.yaml", (t) => t.replace(/^ {2}USD: .*\n/m, ""));
    // The first problem is the file's own; the others come from the bug pinned below.
    expect(problemsOf(catalogue)[0]).toEqual({
      file: "content/catalogue/products/potty.yaml",
      // A missing field points at the first line of the entry that lacks it.
      line: lineOf(text, "EUR: 19.95"),
      message: '"USD" is missing',
    });
  });

  it("reports only the missing price when a product that others refer to lacks one", () => {
    const text = edit("catalogue/products/baby-carrier-one.yaml", (t) => t.replace(/^ {2}USD: .*\n/m, ""));
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/baby-carrier-one.yaml",
        line: lineOf(text, "EUR: 189.95"),
        message: '"USD" is missing',
      },
    ]);
  });

  it.each([
    ["rating: 5.4", '"rating": a rating is a number from 0 to 5, like 4.6'],
    ["rating: 4.65", '"rating": a rating has one decimal at most, like 4.6'],
    ["added: 2021-02-30", '"added": write a date that exists as YYYY-MM-DD, like 2024-03-18'],
    ["added: 21-06-07", '"added": write a date that exists as YYYY-MM-DD, like 2024-03-18'],
    ["reviewCount: 0", '"reviewCount": a review count is 1 or more'],
    ["reviewCount: 12.5", '"reviewCount" should be a whole number'],
  ])("reports a product's %s", (line, message) => {
    const field = line.split(":")[0]!;
    const text = edit("catalogue/products/potty.yaml", (t) =>
      t.replace(new RegExp(`^${field}: .*$`, "m"), line),
    );
    expect(problemsOf(catalogue)).toEqual([
      { file: "content/catalogue/products/potty.yaml", line: lineOf(text, line), message },
    ]);
  });

  it("reports a review count without the rating it belongs to", () => {
    const text = edit("catalogue/products/potty.yaml", (t) => t.replace(/^rating: .*\n/m, ""));
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/potty.yaml",
        line: lineOf(text, "reviewCount:"),
        message: '"reviewCount": a review count goes with a rating: add the rating the reviews give',
      },
    ]);
  });

  it.each([
    ["stars: 5", "stars: 6", '"stars": stars are a whole number from 1 to 5, like 4'],
    ["stars: 5", "stars: 4.5", '"stars" should be a whole number'],
    ["stars: 4", "stars: 0", '"stars": stars are a whole number from 1 to 5, like 4'],
    [
      "date: 2026-06-09",
      "date: 2026-02-30",
      '"date": write a date that exists as YYYY-MM-DD, like 2024-03-18',
    ],
    ["name: Olivia", 'name: " "', '"name": write the reviewer\'s first name, like Sanne'],
  ])("reports a review's %s written as %s", (before, after, message) => {
    const text = edit("catalogue/products/potty.yaml", (t) => t.replace(before, after));
    expect(problemsOf(catalogue)).toEqual([
      { file: "content/catalogue/products/potty.yaml", line: lineOf(text, after), message },
    ]);
  });

  it("reports a review written in one language only", () => {
    const text = edit("catalogue/products/potty.yaml", (t) =>
      t.replace(/^ {6}en-US: Does exactly .*\n/m, ""),
    );
    expect(problemsOf(catalogue)).toEqual([
      {
        file: "content/catalogue/products/potty.yaml",
        line: lineOf(text, "nl-NL: Doet precies"),
        message: '"en-US" is missing',
      },
    ]);
  });

  it("gives each product the rating and count of its aggregate and written reviews together", () => {
    // potty.yaml: 4.1 over 198 reviews, and a 5 and a 4 written out.
    const potty = catalogue().products.find((product) => product.handle === "potty");
    expect(potty).toMatchObject({ rating: 4.1, reviewCount: 200 });
    edit("catalogue/products/potty.yaml", (t) => t.replace("reviewCount: 198", "reviewCount: 2"));
    const few = catalogue().products.find((product) => product.handle === "potty");
    // 8.2 stars and 9 more over 4 reviews.
    expect(few).toMatchObject({ rating: 4.3, reviewCount: 4 });
  });

  it("names files relative to the root it is given", () => {
    edit("catalogue/products/potty.yaml", (t) => t.replace(/^category: .*$/m, "category: toilets"));
    expect(problemsOf(() => loadCatalogue(content, content))).toEqual([
      expect.objectContaining({
        file: "catalogue/products/potty.yaml",
        message: '"toilets" is not a category in catalogue/categories.yaml',
      }),
    ]);
  });
});

describe("loadGuides", { timeout: 30_000 }, () => {
  it("reports a guide listing an unknown product", () => {
    const text = edit("guides/gift-guide.yaml", (t) =>
      t.replace(
        "products: [tiny-tasters, bath-towel, pocket-pouch, bouncer-bliss]",
        "products:\n  - tiny-tasters\n  - bath-robe\n  - pocket-pouch\n",
      ),
    );
    expect(problemsOf(() => loadGuides(root, content, productHandles()))).toEqual([
      {
        file: "content/guides/gift-guide.yaml",
        line: lineOf(text, "- bath-robe"),
        message: 'there is no product "bath-robe"',
      },
    ]);
  });

  it("reports a guide file not named after its handle", () => {
    fs.renameSync(path.join(content, "guides/gift-guide.yaml"), path.join(content, "guides/gifts.yaml"));
    expect(problemsOf(() => loadGuides(root, content, productHandles()))).toEqual([
      {
        file: "content/guides/gifts.yaml",
        line: 1,
        message: "the file must be named gift-guide.yaml, after the guide's handle",
      },
    ]);
  });
});

describe("loadStores", { timeout: 30_000 }, () => {
  it("reports a store id used twice, at the second store", () => {
    const before = fs.readFileSync(path.join(content, "stores.yaml"), "utf8");
    edit("stores.yaml", (t) => t.replace("id: amsterdam-zuid", "id: amsterdam-centrum"));
    expect(problemsOf(() => loadStores(root, content))).toEqual([
      {
        file: "content/stores.yaml",
        line: lineOf(before, "id: amsterdam-zuid"),
        message: 'the id "amsterdam-centrum" is used twice',
      },
    ]);
  });

  it("reports an unknown country", () => {
    const text = edit("stores.yaml", (t) => t.replace("country: fr", "country: xx"));
    expect(problemsOf(() => loadStores(root, content))).toEqual([
      {
        file: "content/stores.yaml",
        line: lineOf(text, "country: xx"),
        message: '"xx" is not a known country code',
      },
    ]);
  });

  it.each(["12-18", "9:00-17:00", "10:00–18:00", "25:00-26:00", "open"])(
    "reports the opening hours %j",
    (hours) => {
      const text = edit("stores.yaml", (t) => t.replace('mon: "12:00-18:00"', `mon: "${hours}"`));
      expect(problemsOf(() => loadStores(root, content))).toEqual([
        {
          file: "content/stores.yaml",
          line: lineOf(text, `mon: "${hours}"`),
          message: '"mon": opening hours are written like "10:00-18:00", or closed',
        },
      ]);
    },
  );
});

describe("loadShipping", { timeout: 30_000 }, () => {
  it("reads the fixture methods, with freeFrom null when a method is never free", () => {
    const options = shippingOptions(loadShipping(root, content).methods, "nl-NL", "EUR");
    expect(options).toEqual([
      { id: "standard", name: "Standaard verzending", delivery: "2–4 werkdagen", price: 4.95, freeFrom: 50 },
      { id: "express", name: "Express", delivery: "Volgende werkdag", price: 9.95, freeFrom: null },
    ]);
  });

  it("reports a method without a price in one currency", () => {
    const text = edit("shipping.yaml", (t) => t.replace("USD: 14.95, ", ""));
    expect(problemsOf(() => loadShipping(root, content))).toEqual([
      {
        file: "content/shipping.yaml",
        line: lineOf(text, "prices: { EUR: 9.95"),
        message: '"USD" is missing',
      },
    ]);
  });

  it("reports a file without methods", () => {
    fs.writeFileSync(
      path.join(content, "shipping.yaml"),
      "# none yet\nmethods: []\nreturns: { nl-NL: Gratis retour, en-US: Free returns }\n",
    );
    expect(problemsOf(() => loadShipping(root, content))).toEqual([
      { file: "content/shipping.yaml", line: 2, message: '"methods": offer at least one shipping method' },
    ]);
  });
});
