import { describe, expect, it } from "vitest";
import { MAX_LIMIT, runRecordQuery } from "../../../services/search-local/record-query";
import { recordQuerySchema } from "../../../services/search-local/search-request";
import { shopIndex } from "./local-service";

const US = "local-us-en-US";
const run = (query: object, apiKey = US) =>
  runRecordQuery(recordQuerySchema.parse({ id: "q", typeOfRequest: "SEARCH", ...query }), shopIndex(apiKey));
const ids = (query: object, apiKey = US) => run(query, apiKey).records.map((record) => record.id);

describe("runRecordQuery", () => {
  it("answers each shop in its currency and language, under its own origin", () => {
    const settings = { settings: { query: { term: "cradle" }, limit: 1 } };
    expect(run(settings).records[0]).toMatchObject({
      currency: "USD",
      url: "https://www.babyshop.example/products/cradle/",
    });
    expect(
      run({ settings: { query: { term: "wieg" }, limit: 1 } }, "local-nl-nl-NL").records[0],
    ).toMatchObject({
      currency: "EUR",
      name: "Wieg",
      url: "https://nl.babyshop.example/products/cradle/",
    });
    expect(run({ settings: { query: { term: "*" }, limit: 1 } }, "local-kr-en-US").records[0]!.currency).toBe(
      "KRW",
    );
  });

  it("searches the record types asked for: products by default, categories and guides on request", () => {
    const types = (typeOfRecords?: string[]) =>
      new Set(
        run({ settings: { query: { term: "carrier" }, limit: 50, typeOfRecords } }).records.map(
          (r) => r.typeOfRecord,
        ),
      );
    expect(types()).toEqual(new Set(["KLEVU_PRODUCT"]));
    expect(types(["KLEVU_CATEGORY", "KLEVU_CMS"])).toEqual(new Set(["KLEVU_CATEGORY", "KLEVU_CMS"]));
    const [guide] = run({
      settings: { query: { term: "returns" }, typeOfRecords: ["KLEVU_CMS"], limit: 1 },
    }).records;
    expect(guide).toMatchObject({ id: "guide:returns", url: "https://www.babyshop.example/guides/returns/" });
  });

  it("sorts by several fields with ADVANCED_SORT", () => {
    const records = run({
      settings: {
        query: { term: "*" },
        limit: 100,
        sort: "ADVANCED_SORT",
        advancedSorting: [
          { type: "FIELD", key: "rating", order: "DESC" },
          { type: "FIELD", key: "price", order: "ASC" },
        ],
      },
    }).records;
    for (let i = 1; i < records.length; i += 1) {
      const [a, b] = [records[i - 1]!, records[i]!];
      expect(
        a.rating > b.rating || (a.rating === b.rating && Number(a.salePrice) <= Number(b.salePrice)),
      ).toBe(true);
    }
  });

  it("keeps to the ids of a custom query, puts topIds first, and leaves out excluded ones", () => {
    expect(
      ids({
        settings: {
          query: { term: "*" },
          customANDQuery: "id:(potty OR CRB-WHT OR nothing)",
          topIds: [{ key: "id", value: "baby-crib" }],
        },
      }),
    ).toEqual(["baby-crib", "potty"]);
    expect(ids({ settings: { query: { term: "*" }, customANDQuery: "name:(potty)" } })).toEqual([]);
    expect(
      ids({
        settings: {
          query: { term: "potty" },
          excludeIds: [{ key: "itemGroupId", value: "potty" }],
          limit: 50,
        },
      }),
    ).not.toContain("potty");
  });

  it("boosts products in the categories of recently clicked products", () => {
    const plain = run({ settings: { query: { term: "*" }, limit: 8 } });
    const personal = run({
      settings: {
        query: { term: "*" },
        limit: 8,
        context: {
          recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "potty" }, { id: "STS-WHT" }] }],
        },
      },
    });
    expect(plain.meta.isPersonalised).toBe(false);
    expect(personal.meta.isPersonalised).toBe(true);
    const bathroom = (result: typeof plain) =>
      result.records.filter((record) => record.category === "Bathroom").length;
    expect(bathroom(personal)).toBeGreaterThan(bathroom(plain));
  });

  it("groups records by a field, answers only the fields asked for, and caps the limit", () => {
    const names = run({
      settings: { query: { term: "*" }, typeOfRecords: ["KLEVU_PRODUCT"], groupBy: "category", limit: 100 },
    }).records;
    expect(new Set(names.map((record) => record.category)).size).toBe(names.length);
    expect(
      run({ settings: { query: { term: "potty" }, fields: ["name", "salePrice"], limit: 1 } }).records,
    ).toEqual([{ id: "potty", name: "Potty", salePrice: expect.any(String) }]);
    expect(
      run({
        settings: {
          query: { term: "*" },
          typeOfRecords: ["KLEVU_PRODUCT", "KLEVU_CMS", "KLEVU_CATEGORY"],
          limit: 5000,
        },
      }).meta.noOfResults,
    ).toBeLessThanOrEqual(MAX_LIMIT);
  });

  it("lists a category by handle or name, case aside, and nothing for an unknown one", () => {
    const category = (categoryPath: string) =>
      run({ typeOfRequest: "CATNAV", settings: { query: { term: "*", categoryPath }, limit: 50 } }).meta
        .totalResultsFound;
    expect(category("cribs")).toBeGreaterThan(0);
    expect(category("CRIBS")).toBe(category("cribs"));
    expect(
      run({ typeOfRequest: "CATNAV", settings: { query: { categoryPath: "Babybedden" } } }, "local-nl-nl-NL")
        .meta.totalResultsFound,
    ).toBe(category("cribs"));
    expect(category("Babybedden")).toBe(0);
    expect(category("spaceships")).toBe(0);
  });

  it("answers a SKIP query with no records", () => {
    expect(run({ typeOfRequest: "SKIP" }).records).toEqual([]);
  });
});
