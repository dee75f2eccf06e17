import { describe, expect, it } from "vitest";
import type { ServiceRecord } from "../../../services/search-local/catalogue-records";
import { applyFilters, listFilters, type FilterListing } from "../../../services/search-local/filters";
import { product } from "./fixture-records";

const RECORDS = [
  product({ id: "a", category: "carriers", colours: ["black", "sand"], price: 100, rating: 4.5 }),
  product({ id: "b", category: "carriers", colours: ["black"], price: 150, rating: 4.4 }),
  product({ id: "c", category: "bouncers", colours: ["sand"], price: 200.5, rating: 3.6 }),
  product({
    id: "d",
    category: "bouncers",
    colours: ["sage"],
    price: 49.95,
    rating: 2,
    sizes: ["S", "M"],
    inStock: false,
  }),
];

const ids = (records: ServiceRecord[]) => records.map((record) => record.id);
const listing = (
  settings: Partial<FilterListing["settings"]> = {},
  withoutCategory = false,
): FilterListing => ({
  settings: { enabled: true, ...settings },
  language: "en-US",
  withoutCategory,
});

describe("applyFilters", () => {
  it("keeps records with any selected option of a key and every key", () => {
    expect(ids(applyFilters(RECORDS, [{ key: "colour", values: ["black", "sage"] }]))).toEqual([
      "a",
      "b",
      "d",
    ]);
    expect(
      ids(
        applyFilters(RECORDS, [
          { key: "colour", values: ["black", "sand"] },
          { key: "category", values: ["bouncers"] },
        ]),
      ),
    ).toEqual(["c"]);
  });

  it("reads a price range as the SDK sends it, as numbers, or as one 'min - max' text", () => {
    for (const values of [["100", "200"], [100, 200], ["100 - 200"]])
      expect(ids(applyFilters(RECORDS, [{ key: "klevu_price", values }]))).toEqual(["a", "b"]);
    expect(ids(applyFilters(RECORDS, [{ key: "klevu_price", values: ["200", "100"] }]))).toEqual([]);
  });

  it("filters ratings by floors: 4 is 4 stars and up", () => {
    expect(ids(applyFilters(RECORDS, [{ key: "rating", values: ["4"] }]))).toEqual(["a", "b"]);
    expect(ids(applyFilters(RECORDS, [{ key: "rating", values: ["3"] }]))).toEqual(["a", "b", "c"]);
    expect(ids(applyFilters(RECORDS, [{ key: "rating", values: ["4", "3"] }]))).toEqual(["a", "b", "c"]);
    expect(ids(applyFilters(RECORDS, [{ key: "rating", values: ["5"] }]))).toEqual([]);
  });

  it("matches nothing for a key no record has", () => {
    expect(applyFilters(RECORDS, [{ key: "material", values: ["wood"] }])).toEqual([]);
  });
});

describe("listFilters", () => {
  it("lists every filter with data, labelled in the key's language", () => {
    const filters = listFilters(RECORDS, [], listing());
    expect(filters.map((filter) => [filter.key, filter.label, filter.type])).toEqual([
      ["category", "Category", "OPTIONS"],
      ["colour", "Color", "OPTIONS"],
      ["size", "Size", "OPTIONS"],
      ["klevu_price", "Price", "SLIDER"],
      ["rating", "Rating", "RATING"],
      ["stock", "Availability", "OPTIONS"],
    ]);
    expect(
      listFilters(RECORDS.slice(0, 2), [], { ...listing(), language: "nl-NL" }).map((filter) => filter.label),
    ).toEqual(["Categorie", "Kleur", "Prijs", "Beoordeling", "Voorraad"]);
  });

  it("offers products in stock only, named as a category's own filter names it, and keeps to them", () => {
    const [stock] = listFilters(RECORDS, [], listing({ include: ["stock"] }));
    const inStock = RECORDS.filter((record) => record.inStock);
    expect(stock).toMatchObject({ options: [{ value: "in", name: "In stock only", count: inStock.length }] });
    expect(inStock.length).toBeLessThan(RECORDS.length);
    expect(applyFilters(RECORDS, [{ key: "stock", values: ["in"] }])).toEqual(inStock);
  });

  it("counts each filter's options among records that pass the other filters, and marks the selected ones", () => {
    const applied = [
      { key: "colour", values: ["black"] },
      { key: "category", values: ["carriers"] },
    ];
    const [category, colour] = listFilters(RECORDS, applied, listing({ include: ["category", "colour"] }));
    expect(category).toMatchObject({
      options: [{ value: "carriers", name: "CARRIERS", count: 2, selected: true }],
    });
    expect(colour).toMatchObject({
      options: [
        { value: "black", count: 2, selected: true },
        { value: "sand", count: 1, selected: false },
      ],
    });
  });

  it("lists a selected option that no record has, so that it can be unselected", () => {
    const [colour] = listFilters(
      RECORDS,
      [{ key: "colour", values: ["pink"] }],
      listing({ include: ["colour"] }),
    );
    expect(colour).toMatchObject({
      options: expect.arrayContaining([{ name: "pink", value: "pink", count: 0, selected: true }]),
    });
  });

  it("names a selected option the other filters leave without results, and lists every option at mincount 0", () => {
    const applied = [
      { key: "colour", values: ["sage"] },
      { key: "klevu_price", values: ["90", "160"] },
    ];
    const [colour] = listFilters(RECORDS, applied, listing({ include: ["colour"] }));
    expect(colour).toMatchObject({
      options: [
        { value: "black", name: "BLACK", count: 2, selected: false },
        { value: "sage", name: "SAGE", count: 0, selected: true },
        { value: "sand", name: "SAND", count: 1, selected: false },
      ],
    });
    const [empty] = listFilters(
      RECORDS,
      [{ key: "klevu_price", values: ["1", "2"] }],
      listing({ include: ["colour"], options: { mincount: 0 } }),
    );
    expect(empty).toMatchObject({
      options: [
        { value: "black", name: "BLACK", count: 0 },
        { value: "sage", name: "SAGE", count: 0 },
        { value: "sand", name: "SAND", count: 0 },
      ],
    });
  });

  it("orders options by name or by count, and keeps to the limit and minimum count except for selected ones", () => {
    const colours = (options: FilterListing["settings"]["options"], applied = []) =>
      (
        listFilters(RECORDS, applied, listing({ include: ["colour"], options }))[0] as {
          options: { value: string }[];
        }
      ).options.map((option) => option.value);
    expect(colours({ order: "INDEX" })).toEqual(["black", "sage", "sand"]);
    expect(colours({ order: "FREQ" })).toEqual(["black", "sand", "sage"]);
    expect(colours({ order: "FREQ", limit: 1 })).toEqual(["black"]);
    expect(colours({ order: "FREQ", mincount: 2 })).toEqual(["black", "sand"]);
    expect(colours({ order: "FREQ", limit: 1 }, [{ key: "colour", values: ["sage"] }] as never)).toEqual([
      "black",
      "sage",
    ]);
  });

  it("leaves out excluded filters, and the category filter on category pages unless it is included", () => {
    const keys = (settings: Partial<FilterListing["settings"]>, withoutCategory = false) =>
      listFilters(RECORDS, [], listing(settings, withoutCategory)).map((filter) => filter.key);
    expect(keys({ exclude: ["size", "rating", "stock"] })).toEqual(["category", "colour", "klevu_price"]);
    expect(keys({}, true)).toEqual(["colour", "size", "klevu_price", "rating", "stock"]);
    expect(keys({ include: ["category"] }, true)).toEqual(["category"]);
  });

  it("gives the price slider the lowest and highest price, and the selection as start and end", () => {
    const slider = (applied: { key: string; values: string[] }[]) =>
      listFilters(RECORDS, applied, listing({ include: ["klevu_price"] }))[0];
    expect(slider([])).toEqual({
      key: "klevu_price",
      label: "Price",
      type: "SLIDER",
      min: "49.95",
      max: "200.5",
      start: "49.95",
      end: "200.5",
    });
    // The slider's own range does not narrow it; other filters do.
    expect(
      slider([
        { key: "klevu_price", values: ["60", "120"] },
        { key: "category", values: ["carriers"] },
      ]),
    ).toMatchObject({
      min: "100",
      max: "150",
      start: "60",
      end: "120",
    });
  });
});
