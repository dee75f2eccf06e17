import { describe, expect, it } from "vitest";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import { fromPathOf, slugOf } from "../../src/redirects/rule";
import { redirectRule as rule } from "./support/redirects";
import { FIXTURE_ROOT } from "./support/fixture-content";

const KITCHEN = [
  rule("/redirects/qr-kitchen-1/", "https://nl.babyshop.example/categories/kitchen/", "nl"),
  rule("/redirects/qr-kitchen-1/", "https://de.babyshop.example/categories/kitchen/", "de"),
  rule("/redirects/qr-kitchen-1/", "https://www.babyshop.example/categories/kitchen/"),
];
const GIFTS = [
  rule("/redirects/gift-guide/", "https://nl.babyshop.example/guides/gift-guide/", "nl"),
  rule("/redirects/gift-guide/", "https://www.babyshop.example/guides/gift-guide/"),
];

describe("rule paths", () => {
  it("writes a slug's path as /redirects/{slug}/", () => {
    expect(fromPathOf("qr-kitchen-1")).toBe("/redirects/qr-kitchen-1/");
  });

  it("reads the slug back from the path", () => {
    expect(slugOf("/redirects/qr-kitchen-1/")).toBe("qr-kitchen-1");
    expect(slugOf(fromPathOf("packaging-inside-post-purchase-bouncers"))).toBe(
      "packaging-inside-post-purchase-bouncers",
    );
  });
});

describe("indexRules", () => {
  it("groups the rules by path, keeping their order", () => {
    const index = indexRules([...KITCHEN, ...GIFTS]);
    expect([...index.keys()]).toEqual(["/redirects/qr-kitchen-1/", "/redirects/gift-guide/"]);
    expect(index.get("/redirects/qr-kitchen-1/")).toEqual(KITCHEN);
    expect(index.get("/redirects/gift-guide/")).toEqual(GIFTS);
  });

  it("keeps the order of rules of one path even when paths are interleaved", () => {
    const [nl, de, fallback] = KITCHEN;
    const [giftNl, giftFallback] = GIFTS;
    if (!nl || !de || !fallback || !giftNl || !giftFallback) throw new Error("fixture");
    const index = indexRules([nl, giftNl, de, giftFallback, fallback]);
    expect(index.get("/redirects/qr-kitchen-1/")).toEqual([nl, de, fallback]);
    expect(index.get("/redirects/gift-guide/")).toEqual([giftNl, giftFallback]);
  });
});

describe("rulesFor", () => {
  const index = indexRules([...KITCHEN, ...GIFTS]);

  it.each([
    "/redirects/qr-kitchen-1/",
    "/redirects/qr-kitchen-1",
    "qr-kitchen-1",
    "/redirects/QR-Kitchen-1/",
    "/redirects/QR-Kitchen-1",
    "QR-KITCHEN-1",
    "/REDIRECTS/qr-kitchen-1/",
  ])("finds the rules of %s", (pathOrSlug) => {
    expect(rulesFor(index, pathOrSlug)).toEqual(KITCHEN);
  });

  it("gives nothing for a slug that is not in the table", () => {
    expect(rulesFor(index, "qr-kitchen-2")).toBeUndefined();
    expect(rulesFor(index, "/redirects/unknown/")).toBeUndefined();
    expect(rulesFor(index, "/other/qr-kitchen-1/")).toBeUndefined();
  });

  it("looks the exact spelling up before the lower-cased one", () => {
    // Not something the table allows (slugs are lower case), but the order of the two lookups shows.
    const upper = [rule("/redirects/Sale/", "https://www.babyshop.example/upper/")];
    const lower = [rule("/redirects/sale/", "https://www.babyshop.example/lower/")];
    const mixed = indexRules([...upper, ...lower]);
    expect(rulesFor(mixed, "Sale")).toEqual(upper);
    expect(rulesFor(mixed, "/redirects/Sale/")).toEqual(upper);
    expect(rulesFor(mixed, "sale")).toEqual(lower);
    expect(rulesFor(mixed, "SALE")).toEqual(lower);
  });
});

describe("resolveRule", () => {
  it("picks the visitor's country rule", () => {
    expect(resolveRule(KITCHEN, "de").toPath).toBe("https://de.babyshop.example/categories/kitchen/");
    expect(resolveRule(KITCHEN, "nl").toPath).toBe("https://nl.babyshop.example/categories/kitchen/");
  });

  it.each(["NL", "Nl", "nL"])("reads the country %s in any case", (country) => {
    expect(resolveRule(KITCHEN, country).toPath).toBe("https://nl.babyshop.example/categories/kitchen/");
  });

  it.each([undefined, "", "be", "xx", "zz"])("falls back for country %s", (country) => {
    expect(resolveRule(KITCHEN, country)).toBe(KITCHEN[2]);
  });

  it("takes the first rule of a country that has two", () => {
    const twice = [
      rule("/redirects/a/", "https://nl.babyshop.example/first/", "nl"),
      rule("/redirects/a/", "https://nl.babyshop.example/second/", "nl"),
      rule("/redirects/a/", "https://www.babyshop.example/"),
    ];
    expect(resolveRule(twice, "nl").toPath).toBe("https://nl.babyshop.example/first/");
  });

  it("throws, naming the path, when there is no fallback", () => {
    const noFallback = KITCHEN.slice(0, 2);
    expect(resolveRule(noFallback, "nl").toPath).toBe("https://nl.babyshop.example/categories/kitchen/");
    expect(() => resolveRule(noFallback, "be")).toThrow("/redirects/qr-kitchen-1/ has no fallback rule");
    expect(() => resolveRule(noFallback, undefined)).toThrow("has no fallback rule");
    expect(() => resolveRule([], "nl")).toThrow("A redirect has no fallback rule");
  });
});

describe("resolution on the fixture table", () => {
  const { rules } = loadCampaignLinks(FIXTURE_ROOT).redirects;
  const index = indexRules(rules);

  it("resolves /redirects/QR-Kitchen-1 for nl to the nl shop's kitchen", () => {
    const found = rulesFor(index, "/redirects/QR-Kitchen-1");
    expect(found).toBeDefined();
    expect(resolveRule(found ?? [], "NL").toPath).toBe(
      "https://nl.babyshop.example/categories/kitchen/?utm_source=instore&utm_medium=qrcode&utm_campaign=kitchen",
    );
  });

  it("gives every slug a rule for every country, and the fallback for nobody in particular", () => {
    for (const [fromPath, slugRules] of index) {
      expect(rulesFor(index, slugOf(fromPath))).toBe(slugRules);
      expect(resolveRule(slugRules, undefined)).toBe(slugRules.at(-1));
      for (const candidate of slugRules) {
        if (candidate.conditions)
          expect(resolveRule(slugRules, candidate.conditions.country)).toBe(candidate);
      }
    }
  });
});
