import { readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONTENT_COLLECTIONS } from "../../src/studio/content-collections";
import { readContentFile, writeContentFile } from "../../src/studio/content-yaml";
import { filesOf, PROJECT_ROOT } from "./support/studio-files";

const FILES = CONTENT_COLLECTIONS.flatMap((collection) => filesOf(collection));

const textOf = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");

type Path = (string | number)[];
type Node = Record<string | number, unknown>;

/** What the studio saves after setting each path of the data read from `text` (undefined: removing it). */
function saved(text: string, ...changes: [Path, unknown][]): string {
  const data = readContentFile(text);
  for (const [path, value] of changes) {
    const parent = path.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, data);
    const key = path.at(-1)!;
    if (value === undefined) delete parent[key];
    else parent[key] = value;
  }
  return writeContentFile(data);
}

/** The lines of `after` that differ from those of `before`, which has as many lines. */
function changedLines(before: string, after: string): [string, string][] {
  const old = before.split("\n");
  const now = after.split("\n");
  expect(now).toHaveLength(old.length);
  return old.flatMap((line, i) => (line === now[i] ? [] : [[line, now[i]!] as [string, string]]));
}

/** `text` without its one line that is `line`. */
function withoutLine(text: string, line: string): string {
  const lines = text.split("\n");
  expect(lines.filter((each) => each === line)).toHaveLength(1);
  return lines.filter((each) => each !== line).join("\n");
}

describe("every file the studio edits", () => {
  it("lists files of every collection", () => {
    expect(FILES.length).toBeGreaterThan(CONTENT_COLLECTIONS.length);
  });

  it.each(FILES)("%s is saved unchanged when nothing changed, as Prettier writes it", async (file) => {
    const text = textOf(file);
    const written = writeContentFile(readContentFile(text));
    expect(written).toBe(text);
    const options = await resolveConfig(path.join(PROJECT_ROOT, file));
    expect(await format(written, { ...options, filepath: file })).toBe(written);
  });

  it.each(FILES)("%s, written anew as a new entry would be, is as Prettier writes it", async (file) => {
    const written = writeContentFile(parse(textOf(file)) as Record<string, unknown>);
    const options = await resolveConfig(path.join(PROJECT_ROOT, file));
    expect(await format(written, { ...options, filepath: file })).toBe(written);
  });
});

describe("a save changes only what changed", () => {
  const product = textOf("content/catalogue/products/baby-carrier-one.yaml");
  const guide = textOf("content/guides/babywearing-guide.yaml");
  const shipping = textOf("content/shipping.yaml");
  const banners = textOf("content/search/banners.yaml");

  it("changes the line of a product's name in English", () => {
    const after = saved(product, [["name", "en-US"], "Baby Carrier One Classic"]);
    expect(changedLines(product, after)).toEqual([
      ["  en-US: Baby Carrier One", "  en-US: Baby Carrier One Classic"],
    ]);
  });

  it("changes the line of a variant's colour", () => {
    const after = saved(product, [["variants", 1, "colour"], "navy"]);
    expect(changedLines(product, after)).toEqual([["    colour: sand-gray", "    colour: navy"]]);
  });

  it("changes the line of a guide's title", () => {
    const after = saved(guide, [["title", "en-US"], "Babywearing: the first steps"]);
    expect(changedLines(guide, after)).toEqual([
      ["  en-US: Babywearing for beginners", '  en-US: "Babywearing: the first steps"'],
    ]);
  });

  it("changes one value of a map written on one line, keeping it on one line", () => {
    const after = saved(shipping, [["methods", 1, "prices", "EUR"], 10.95]);
    expect(changedLines(shipping, after)).toEqual([
      [
        "    prices: { EUR: 9.95, USD: 14.95, GBP: 8.95, SEK: 119, CAD: 17.95, AUD: 19.95, HKD: 95, KRW: 12000 }",
        "    prices: { EUR: 10.95, USD: 14.95, GBP: 8.95, SEK: 119, CAD: 17.95, AUD: 19.95, HKD: 95, KRW: 12000 }",
      ],
    ]);
  });

  it("keeps a list written on one line on one line when an item is added", () => {
    const after = saved(guide, [["products", 4], "pocket-pouch"]);
    expect(changedLines(guide, after)).toEqual([
      [
        "products: [baby-carrier-one, baby-carrier-one-air, baby-carrier-mini, baby-carrier-harmony]",
        "products: [baby-carrier-one, baby-carrier-one-air, baby-carrier-mini, baby-carrier-harmony, pocket-pouch]",
      ],
    ]);
  });

  it("removes the line of a removed optional field", () => {
    const after = saved(product, [["added"], undefined]);
    expect(after).toBe(withoutLine(product, "added: 2021-01-11"));
  });

  it("leaves out an optional field that was emptied", () => {
    expect(saved(product, [["added"], ""])).toBe(withoutLine(product, "added: 2021-01-11"));
    expect(saved(banners, [["banners", 3, "endDate"], ""])).toBe(
      withoutLine(banners, "    endDate: 2026/12/31"),
    );
  });

  it("keeps an empty value the file wrote out", () => {
    const after = saved(
      banners,
      [["banners", 0, "showForTerms"], []],
      [["banners", 0, "name"], "Gift guide for parents"],
    );
    expect(changedLines(banners, after)).toEqual([
      ["  - name: Gift guide", "  - name: Gift guide for parents"],
    ]);
  });

  it("keeps the file's comments, and the comment on a changed value", () => {
    const text = "# Stock counted on Monday.\nvariants:\n  - sku: BC1-BLK\n    stock: 3 # the last ones\n";
    expect(saved(text, [["variants", 0, "stock"], 2])).toBe(
      "# Stock counted on Monday.\nvariants:\n  - sku: BC1-BLK\n    stock: 2 # the last ones\n",
    );
    const after = saved(shipping, [["returns", "en-US"], "Free returns within 60 days"]);
    expect(after.split("\n").filter((line) => line.startsWith("#"))).toEqual(
      shipping.split("\n").filter((line) => line.startsWith("#")),
    );
  });

  it("keeps the quotes of a changed text", () => {
    const stores = textOf("content/stores.yaml");
    const after = saved(stores, [["stores", 0, "hours", "mon"], "11:00-18:00"]);
    expect(changedLines(stores, after)).toEqual([['      mon: "12:00-18:00"', '      mon: "11:00-18:00"']]);
  });
});
