import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue/load-catalogue";
import { loadShipping } from "../../src/checkout/load-shipping";
import { ContentError } from "../../src/content/content-error";
import { loadGuides } from "../../src/guides/load-guides";
import { loadMerchandising } from "../../src/search/merchandising/load-merchandising";
import { loadMainMenu } from "../../src/shops/main-menu";
import { loadShopPages } from "../../src/build/shop-pages";
import { loadStoreLocations } from "../../src/store-locations/load-store-locations";
import type { ContentCollection } from "../../src/studio/content-fields";
import { CONTENT_COLLECTIONS } from "../../src/studio/content-collections";
import type { Field } from "../../src/studio/decap-fields";
import { schemaProblems } from "../../src/studio/schema-check";
import { filesOf, PROJECT_ROOT } from "./support/studio-files";
import { FRESH_ENGINE_OFFERS } from "../support/fresh-engine-offers";

const collection = (name: string): ContentCollection => {
  const found = CONTENT_COLLECTIONS.find((each) => each.config.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

const dataOf = (text: string) => parse(text) as Record<string, unknown>;

const textOf = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");

/** The build's loaders, on a copy of `content/` to break one file of. */
const copy = mkdtempSync(path.join(os.tmpdir(), "studio-collections-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const CONTENT = path.join(copy, "content");
const catalogue = () => loadCatalogue(copy, CONTENT, FRESH_ENGINE_OFFERS);
const guides = () => {
  const products = new Set(
    loadCatalogue(PROJECT_ROOT, path.join(PROJECT_ROOT, "content"), FRESH_ENGINE_OFFERS).products.map(
      (p) => p.handle,
    ),
  );
  return loadGuides(copy, CONTENT, products);
};
const merchandising = () => {
  const real = path.join(PROJECT_ROOT, "content");
  const realCatalogue = loadCatalogue(PROJECT_ROOT, real, FRESH_ENGINE_OFFERS);
  const realGuides = loadGuides(PROJECT_ROOT, real, new Set(realCatalogue.products.map((p) => p.handle)));
  return loadMerchandising(copy, CONTENT, realCatalogue, realGuides, new Set());
};

/** A file each collection edits, a value the build rejects in it, and the loader the build reads it with. */
const BROKEN: Record<string, { file: string; from: string; to: string; load: () => unknown }> = {
  products: {
    file: "content/catalogue/products/baby-carrier-one.yaml",
    from: "sku: BCO-SGR",
    to: "sku: bco-sgr",
    load: catalogue,
  },
  categories: {
    file: "content/catalogue/categories.yaml",
    from: "illustration: carrier",
    to: "illustration: rocket",
    load: catalogue,
  },
  guides: {
    file: "content/guides/babywearing-guide.yaml",
    from: "illustration: carrier",
    to: "illustration: unicorn",
    load: guides,
  },
  "service-pages": {
    file: "content/service-pages/withdrawal-form.yaml",
    from: "to: /returns-and-warranty/",
    to: "to: returns-and-warranty",
    load: () => loadShopPages(copy, CONTENT, catalogue()),
  },
  stores: {
    file: "content/stores.yaml",
    from: 'mon: "12:00-18:00"',
    to: 'mon: "18:00-12:00"',
    load: () => loadStoreLocations(copy, CONTENT),
  },
  shipping: {
    file: "content/shipping.yaml",
    from: "EUR: 4.95",
    to: "EUR: -4.95",
    load: () => loadShipping(copy, CONTENT),
  },
  "main-menu": {
    file: "content/main-menu.yaml",
    from: "to: /categories/cribs/",
    to: "to: cribs",
    load: () => loadMainMenu(copy, CONTENT, new Set(), ["nl-NL", "en-US"]),
  },
  banners: {
    file: "content/search/banners.yaml",
    from: "position: bottom",
    to: "position: middle",
    load: merchandising,
  },
  "keyword-redirects": {
    file: "content/search/keyword-redirects.yaml",
    from: "page: /stores/",
    to: "page: stores",
    load: merchandising,
  },
  recommendations: {
    file: "content/search/recommendations.yaml",
    from: "maxProducts: 6",
    to: "maxProducts: 30",
    load: merchandising,
  },
};

/** The text of `file` with the broken value, and the build's messages for it. */
function broken(name: string): { text: string; messages: string[] } {
  const { file, from, to, load } = BROKEN[name]!;
  const original = textOf(file);
  expect(original.split(from)).toHaveLength(2);
  const text = original.replace(from, to);
  rmSync(CONTENT, { recursive: true, force: true });
  cpSync(path.join(PROJECT_ROOT, "content"), CONTENT, { recursive: true });
  writeFileSync(path.join(copy, file), text);
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.filter((problem) => problem.file === file);
    return { text, messages: problems.map((problem) => problem.message) };
  }
  throw new Error(`the build accepts ${to} in ${file}`);
}

const studioMessages = (schema: z.ZodType, text: string) =>
  schemaProblems(schema, dataOf(text)).map((problem) => problem.message);

/** What a schema leaves as it is: its optional, nullable and defaulted parts are checked as the part. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType);
  if (def.type === "pipe" && def.in) return unwrapped(def.in);
  return schema;
}

/** The fields of an object, or of each object of a list. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(unwrapped(schema));
  if (def.type === "array" && def.element) return shapeOf(def.element);
  return def.type === "object" ? def.shape : undefined;
}

/** The paths of the fields of `fields`, at any depth, that `shape` does not have. */
function unknownFields(fields: readonly Field[], shape: Record<string, z.ZodType>, at = ""): string[] {
  return fields.flatMap((field) => {
    const where = `${at}${field.name}`;
    const schema = shape[field.name];
    if (!schema) return [where];
    const parts = field.fields as Field[] | undefined;
    if (!parts) return [];
    const inner = shapeOf(schema);
    return inner ? unknownFields(parts, inner, `${where}.`) : [`${where} (no fields in the schema)`];
  });
}

const NAMES = CONTENT_COLLECTIONS.map((each) => each.config.name);

describe.each(NAMES)("the %s collection", (name) => {
  const { config, fields, schema } = collection(name);

  it.each(filesOf(collection(name)))("accepts %s as the build does", (file) => {
    expect(schemaProblems(schema, dataOf(textOf(file)))).toEqual([]);
  });

  it("names only fields its schema has, at every depth", () => {
    expect(unknownFields(fields, shapeOf(schema)!)).toEqual([]);
  });

  it("edits every top-level field of its schema, each with the build's checks", () => {
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(shapeOf(schema)!).sort());
    for (const field of fields) expect(field.widget).toMatch(/^checked-/);
  });

  it("gives every field a label and a hint, in a folder or file Decap reads as content YAML", () => {
    const all = (list: readonly Field[]): Field[] =>
      list.flatMap((f) => [f, ...all((f.fields as Field[]) ?? [])]);
    for (const field of all(fields)) {
      expect(field.label, field.name).toBeTruthy();
      expect(field.hint, field.name).toBeTruthy();
    }
    expect(config).toMatchObject({ format: "content-yaml", extension: "yaml" });
  });

  it("shows the build's message for a value the build rejects", { timeout: 30_000 }, () => {
    const { text, messages } = broken(name);
    expect(messages.length).toBeGreaterThan(0);
    expect(studioMessages(schema, text)).toEqual(messages);
    // Each shows on a field of the form.
    const names = new Set(fields.map((field) => field.name));
    for (const problem of schemaProblems(schema, dataOf(text))) expect(names).toContain(problem.path[0]);
  });

  it(
    "would show other messages if it were checked by another collection's schema",
    { timeout: 30_000 },
    () => {
      const { text, messages } = broken(name);
      for (const other of CONTENT_COLLECTIONS.filter((each) => each.schema !== schema))
        expect(studioMessages(other.schema, text), other.config.name).not.toEqual(messages);
    },
  );
});
