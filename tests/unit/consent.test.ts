import { describe, expect, it } from "vitest";
import {
  CONSENT_CATEGORIES,
  grantedCategories,
  mayStore,
  type ConsentCategory,
  type StoredData,
} from "../../src/consent/consent-rules";

const STRICT: StoredData[] = ["country", "language", "cart", "consent"];
const STATISTICS: StoredData[] = ["searchVisitor", "tagManager"];
const MARKETING: StoredData[] = ["affiliate"];
const ALL_DATA = [...STRICT, ...STATISTICS, ...MARKETING];

/** Every subset of the consent categories. */
const allGrants: ConsentCategory[][] = [
  [],
  ["strict"],
  ["statistics"],
  ["marketing"],
  ["statistics", "marketing"],
  ["strict", "statistics"],
  ["strict", "marketing"],
  ["strict", "statistics", "marketing"],
];

describe("consent categories", () => {
  it("offers strict, statistics and marketing", () => {
    expect(CONSENT_CATEGORIES).toEqual(["strict", "statistics", "marketing"]);
  });

  it.each([
    ...STRICT.map((data) => [data, "strict"] as const),
    ...STATISTICS.map((data) => [data, "statistics"] as const),
    ...MARKETING.map((data) => [data, "marketing"] as const),
  ])("%s needs %s", (data, category) => {
    expect(mayStore(data, ["strict", category])).toBe(true);
    expect(
      mayStore(
        data,
        CONSENT_CATEGORIES.filter((granted) => granted !== category),
      ),
    ).toBe(category === "strict");
  });
});

describe("mayStore", () => {
  it.each(STRICT)("always allows strictly necessary %s, even with nothing granted", (data) => {
    for (const granted of allGrants) expect(mayStore(data, granted)).toBe(true);
  });

  it.each(STATISTICS)("allows %s only with statistics consent", (data) => {
    for (const granted of allGrants) expect(mayStore(data, granted)).toBe(granted.includes("statistics"));
  });

  it.each(MARKETING)("allows %s only with marketing consent", (data) => {
    for (const granted of allGrants) expect(mayStore(data, granted)).toBe(granted.includes("marketing"));
  });

  it("does not let one category stand in for another", () => {
    expect(mayStore("affiliate", ["strict", "statistics"])).toBe(false);
    expect(mayStore("searchVisitor", ["strict", "marketing"])).toBe(false);
    expect(mayStore("tagManager", ["marketing"])).toBe(false);
  });

  it("allows everything once every category is granted", () => {
    for (const data of ALL_DATA) expect(mayStore(data, [...CONSENT_CATEGORIES])).toBe(true);
  });
});

describe("grantedCategories", () => {
  it("always includes strict", () => {
    expect(grantedCategories([])).toEqual(["strict"]);
    expect(grantedCategories(["marketing"])).toEqual(["strict", "marketing"]);
  });

  it("keeps the known categories, in the banner's order", () => {
    expect(grantedCategories(["marketing", "statistics"])).toEqual(["strict", "statistics", "marketing"]);
    expect(grantedCategories(["statistics", "strict"])).toEqual(["strict", "statistics"]);
  });

  it("drops unknown names, near-misses included", () => {
    expect(grantedCategories(["analytics", "ads", "Marketing", " statistics", "necessary", ""])).toEqual([
      "strict",
    ]);
    expect(grantedCategories(["functional", "statistics", "toString", "__proto__"])).toEqual([
      "strict",
      "statistics",
    ]);
  });

  it("lists each category once, even when given twice", () => {
    expect(grantedCategories(["marketing", "marketing", "strict", "strict"])).toEqual([
      "strict",
      "marketing",
    ]);
  });

  it("feeds mayStore: affiliate ids need marketing from the banner", () => {
    expect(mayStore("affiliate", grantedCategories(["statistics"]))).toBe(false);
    expect(mayStore("affiliate", grantedCategories(["marketing"]))).toBe(true);
    expect(mayStore("cart", grantedCategories([]))).toBe(true);
  });
});
