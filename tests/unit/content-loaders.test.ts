import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import { loadShipping, shippingOptions } from "../../src/checkout/load-shipping";
import { ContentError, type ContentProblem } from "../../src/content/content-error";
import { loadGuides } from "../../src/guides/load-guides";
import { loadStoreLocations } from "../../src/store-locations/load-store-locations";
import { copyFixtureRoot, FIXTURE_CONTENT, FIXTURE_ROOT } from "./support/fixture-content";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

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

const catalogue = () => loadCatalogue(root, content, FRESH_ENGINE_OFFERS);
const productHandles = () =>
  new Set(loadCatalogue(FIXTURE_ROOT, FIXTURE_CONTENT, FRESH_ENGINE_OFFERS).products.map((p) => p.handle));

describe("the copied content", { timeout: 30_000 }, () => {
  it("loads without problems, with file names relative to the root", () => {
    expect(catalogue().products.length).toBeGreaterThan(40);
    expect(loadGuides(root, content, productHandles()).length).toBeGreaterThan(10);
    expect(loadStoreLocations(root, content).length).toBeGreaterThan(10);
    expect(loadShipping(root, content).methods.map((method) => method.id)).toEqual(["standard", "express"]);
  });
});

const POTTY = "catalogue/products/potty.yaml";

/**
 * Edits `file` of the copy, replacing `from` with `to`, and expects `load` to report one problem,
 * `message`, on the only line of the edited file that contains `at` (`to` unless given).
 */
interface OneProblem {
  file: string;
  from: string | RegExp;
  to: string;
  at?: string;
  message: string;
}

const expectOneProblem = (load: () => unknown, { file, from, to, at = to, message }: OneProblem) => {
  const text = edit(file, (t) => t.replace(from, to));
  expect(problemsOf(load)).toEqual([{ file: `content/${file}`, line: lineOf(text, at), message }]);
};

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

  it.each<[string, OneProblem]>([
    [
      "an unknown category",
      {
        file: POTTY,
        from: /^category: .*$/m,
        to: "category: toilets",
        message: '"toilets" is not a category in content/catalogue/categories.yaml',
      },
    ],
    [
      "a SKU used by two products, at the second one",
      {
        file: POTTY,
        from: "sku: POT-PBL",
        to: "sku: BCO-BLK",
        message: "SKU BCO-BLK is already used by baby-carrier-one",
      },
    ],
    [
      "an unknown colour",
      {
        file: POTTY,
        from: "colour: powder-blue",
        to: "colour: hot-pink",
        message: '"hot-pink" is not a colour in content/catalogue/colours.yaml',
      },
    ],
    [
      "an unknown related product, at its line",
      {
        file: POTTY,
        from: "related: [toilet-trainer, step-stool]",
        to: "related:\n  - toilet-trainer\n  - toilet-seat\n",
        at: "- toilet-seat",
        message: 'there is no product "toilet-seat"',
      },
    ],
    [
      "a bundle item that is not a SKU of any product, at its line",
      {
        file: "catalogue/bundles.yaml",
        from: "items: [BCO-BLK, TBB-CRM, PPO-BLK]",
        to: "items:\n      - BCO-BLK\n      - TBB-XXX\n      - PPO-BLK",
        at: "- TBB-XXX",
        message: "there is no SKU TBB-XXX",
      },
    ],
    [
      "only the missing text when a product that others refer to lacks one, at the entry's first line",
      {
        file: "catalogue/products/baby-carrier-one.yaml",
        from: /^ {2}en-US: Baby Carrier One\n/m,
        to: "",
        at: "nl-NL: Draagzak One",
        message: '"en-US" is missing',
      },
    ],
    [
      "a review whose words are another product's review, at its text",
      {
        file: "catalogue/products/spoon-set.yaml",
        from: /^ {6}en-US: The narrow bowls .*$/m,
        to: "      en-US: our son sits on it steadily and relaxed;  with the high backrest he just leans back while we read a book. I lift out the inner bowl with one hand.",
        at: "en-US: our son sits",
        message:
          "this review says word for word what the review by Loes on potty says: each review is one shopper's own words about this product",
      },
    ],
    [
      "a review written in one language only",
      {
        file: POTTY,
        from: /^ {6}en-US: Our son sits on it steadily .*\n/m,
        to: "",
        at: "nl-NL: Onze zoon zit er stevig",
        message: '"en-US" is missing',
      },
    ],
  ])("reports %s", (_, problem) => {
    expectOneProblem(catalogue, problem);
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

  it("reports each SKU, set and gift option the commerce engine does not sell, at its line", () => {
    const product = edit(POTTY, (t) => t.replace("sku: POT-PBL", "sku: POT-GRN"));
    const sold = FRESH_ENGINE_OFFERS.filter(
      (offer) => offer.product !== "sleep-set" && offer.sku !== "GIFT-BOX",
    );
    const notSold = "the shop's commerce engine does not sell";
    const addIt = "add it in the engine's admin (Catalog > Products) or take it out here";
    expect(problemsOf(() => loadCatalogue(root, content, sold))).toEqual([
      {
        file: `content/${POTTY}`,
        line: lineOf(product, "sku: POT-GRN"),
        message: `${notSold} SKU POT-GRN: ${addIt}`,
      },
      {
        file: "content/catalogue/bundles.yaml",
        line: lineOf(
          fs.readFileSync(path.join(content, "catalogue/bundles.yaml"), "utf8"),
          "handle: sleep-set",
        ),
        message: `${notSold} the set sleep-set: ${addIt}`,
      },
      {
        file: "content/catalogue/gift-options.yaml",
        line: lineOf(
          fs.readFileSync(path.join(content, "catalogue/gift-options.yaml"), "utf8"),
          "sku: GIFT-BOX",
        ),
        message: `${notSold} SKU GIFT-BOX: ${addIt}`,
      },
    ]);
  });

  it("reports a variant the engine has no price for in a shop's currency, at its SKU's line", () => {
    const offers = FRESH_ENGINE_OFFERS.map((offer) =>
      offer.sku === "POT-SAG" ? { ...offer, prices: { ...offer.prices, SEK: Number.NaN, KRW: 0 } } : offer,
    );
    const text = fs.readFileSync(path.join(content, POTTY), "utf8");
    expect(problemsOf(() => loadCatalogue(root, content, offers))).toEqual([
      {
        file: `content/${POTTY}`,
        line: lineOf(text, "sku: POT-SAG"),
        message:
          "the shop's commerce engine has no price in SEK, KRW for POT-SAG: add it in the engine's admin",
      },
    ]);
  });

  it("takes prices and stock from the engine: a product costs what its cheapest variant does", () => {
    const offers = FRESH_ENGINE_OFFERS.map((offer) =>
      offer.sku === "POT-PBL"
        ? { ...offer, prices: { ...offer.prices, EUR: 12.5 }, stock: 3 }
        : offer.sku === "POT-WHT"
          ? { ...offer, stock: 0 }
          : offer,
    );
    const potty = loadCatalogue(root, content, offers).products.find((p) => p.handle === "potty")!;
    expect(potty.prices.EUR).toBe(12.5);
    expect(potty.prices.USD).toBe(FRESH_ENGINE_OFFERS.find((offer) => offer.sku === "POT-PBL")!.prices.USD);
    expect(potty.variants.map(({ sku, stock }) => [sku, stock])).toEqual([
      ["POT-WHT", 0],
      ["POT-PBL", 3],
      ["POT-SAG", FRESH_ENGINE_OFFERS.find((offer) => offer.sku === "POT-SAG")!.stock],
    ]);
  });

  it.each([
    ["added: 2021-02-30", '"added": write a date that exists as YYYY-MM-DD, like 2024-03-18'],
    ["added: 21-06-07", '"added": write a date that exists as YYYY-MM-DD, like 2024-03-18'],
  ])("reports a product's %s", (line, message) => {
    const field = line.split(":")[0]!;
    expectOneProblem(catalogue, { file: POTTY, from: new RegExp(`^${field}: .*$`, "m"), to: line, message });
  });

  it.each([
    ["stars: 5", "stars: 6", '"stars": stars are a whole number from 1 to 5, like 4'],
    ["stars: 5", "stars: 4.5", '"stars" should be a whole number'],
    ["stars: 4", "stars: 0", '"stars": stars are a whole number from 1 to 5, like 4'],
    [
      "date: 2026-09-27",
      "date: 2026-02-30",
      '"date": write a date that exists as YYYY-MM-DD, like 2024-03-18',
    ],
    ["name: Ayla", 'name: " "', '"name": write the reviewer\'s first name, like Sanne'],
  ])("reports a review's %s written as %s", (from, to, message) => {
    expectOneProblem(catalogue, { file: POTTY, from, to, message });
  });

  it("gives each product the average and the count of its reviews, each of which it shows", () => {
    // potty.yaml: 5, 4, 5, 3, 4 and 5 stars.
    const potty = catalogue().products.find((product) => product.handle === "potty");
    expect(potty).toMatchObject({ rating: 4.3, reviewCount: 6 });
    edit(POTTY, (t) => t.replace("stars: 3", "stars: 1"));
    const lower = catalogue().products.find((product) => product.handle === "potty");
    expect(lower).toMatchObject({ rating: 4, reviewCount: 6 });
  });

  it("reports an earlier aggregate: the stars shown are the reviews' own", () => {
    expectOneProblem(catalogue, {
      file: POTTY,
      from: /^reviews:$/m,
      to: "rating: 4.9\nreviewCount: 266\nreviews:",
      at: "handle: potty",
      message: 'unknown fields "rating", "reviewCount": check the spelling',
    });
  });

  it("names files relative to the root it is given", () => {
    edit("catalogue/products/potty.yaml", (t) => t.replace(/^category: .*$/m, "category: toilets"));
    expect(problemsOf(() => loadCatalogue(content, content, FRESH_ENGINE_OFFERS))).toEqual([
      expect.objectContaining({
        file: "catalogue/products/potty.yaml",
        message: '"toilets" is not a category in catalogue/categories.yaml',
      }),
    ]);
  });
});

describe("loadGuides", { timeout: 30_000 }, () => {
  it("reports a guide listing an unknown product, at its line", () => {
    expectOneProblem(() => loadGuides(root, content, productHandles()), {
      file: "guides/gift-guide.yaml",
      from: "products: [tiny-tasters, bath-towel, pocket-pouch, bouncer-bliss]",
      to: "products:\n  - tiny-tasters\n  - bath-robe\n  - pocket-pouch\n",
      at: "- bath-robe",
      message: 'there is no product "bath-robe"',
    });
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

describe("loadStoreLocations", { timeout: 30_000 }, () => {
  it("reports a store id used twice, at the second store", () => {
    const before = fs.readFileSync(path.join(content, "stores.yaml"), "utf8");
    edit("stores.yaml", (t) => t.replace("id: amsterdam-zuid", "id: amsterdam-centrum"));
    expect(problemsOf(() => loadStoreLocations(root, content))).toEqual([
      {
        file: "content/stores.yaml",
        line: lineOf(before, "id: amsterdam-zuid"),
        message: 'the id "amsterdam-centrum" is used twice',
      },
    ]);
  });

  it("reports an unknown country", () => {
    const message = '"xx" is not a known country code';
    expectOneProblem(() => loadStoreLocations(root, content), {
      file: "stores.yaml",
      from: "country: fr",
      to: "country: xx",
      message,
    });
  });

  it.each(["12-18", "9:00-17:00", "10:00–18:00", "25:00-26:00", "open"])(
    "reports the opening hours %j",
    (hours) => {
      expectOneProblem(() => loadStoreLocations(root, content), {
        file: "stores.yaml",
        from: 'mon: "12:00-18:00"',
        to: `mon: "${hours}"`,
        message: '"mon": opening hours are written like "10:00-18:00", or closed',
      });
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

  it("reports a method without a price in one currency, at the prices' line", () => {
    const missing = { file: "shipping.yaml", from: "USD: 14.95, ", to: "", at: "prices: { EUR: 9.95" };
    expectOneProblem(() => loadShipping(root, content), { ...missing, message: '"USD" is missing' });
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
