import { describe, expect, it } from "vitest";
import { loadShops } from "../../src/shops/load-shops";
import { expandEntry, expandTable } from "../../src/redirects/expand";
import type { LocatedEntry } from "../../src/redirects/load-table";
import type { RedirectRule } from "../../src/redirects/rule";
import type { RedirectEntry, RedirectOverride } from "../../src/redirects/table-schema";
import {
  DE,
  EU,
  EU_GROUP,
  HK,
  JP,
  KITCHEN_TRACKING,
  KITCHEN_UTM,
  kitchenLink,
  NL,
  US,
} from "./support/redirects";
import { FIXTURE_ROOT } from "./support/fixture-content";

const shops = loadShops(FIXTURE_ROOT);

const located = (value: RedirectEntry, line = 2): LocatedEntry => ({ ...value, file: "a.yaml", line });

const ruleFor = (rules: readonly RedirectRule[], country: string): RedirectRule => {
  const rule = rules.find((candidate) => candidate.conditions?.country === country);
  if (!rule) throw new Error(`no rule for ${country}`);
  return rule;
};

const fallbackOf = (rules: readonly RedirectRule[]): RedirectRule => {
  const last = rules.at(-1);
  if (!last || last.conditions) throw new Error("the last rule is not a fallback");
  return last;
};

describe("expandEntry: the shape of every rule", () => {
  const rules = expandEntry(kitchenLink(), shops);

  it("makes one rule per listed country plus one fallback", () => {
    expect(rules).toHaveLength(5);
  });

  it("gives every rule the path /redirects/{slug}/", () => {
    for (const rule of rules) expect(rule.fromPath).toBe("/redirects/test-link/");
  });

  it("makes every rule permanent, case-insensitive and carried out in the browser", () => {
    for (const rule of rules) {
      expect(rule.isPermanent).toBe(true);
      expect(rule.ignoreCase).toBe(true);
      expect(rule.redirectInBrowser).toBe(true);
    }
  });

  it("sends every rule to an absolute https address", () => {
    for (const rule of rules) {
      const url = new URL(rule.toPath);
      expect(url.protocol).toBe("https:");
      expect(url.toString()).toBe(rule.toPath);
    }
  });

  it("puts the country rules first, in the order listed, with lower-case codes", () => {
    expect(rules.slice(0, -1).map((rule) => rule.conditions?.country)).toEqual(["de", "nl", "at", "tw"]);
    for (const rule of rules.slice(0, -1)) expect(rule.conditions?.country).toMatch(/^[a-z]{2}$/);
  });

  it("ends with exactly one rule without a condition", () => {
    expect(rules.filter((rule) => !rule.conditions)).toHaveLength(1);
    expect(rules.at(-1)).not.toHaveProperty("conditions");
  });

  it("writes the rule exactly as a redirect rule: permanent, any letter case", () => {
    expect(rules[0]).toEqual({
      fromPath: "/redirects/test-link/",
      toPath: `${DE}/categories/kitchen/${KITCHEN_UTM}`,
      isPermanent: true,
      ignoreCase: true,
      redirectInBrowser: true,
      conditions: { country: "de" },
    });
    expect(fallbackOf(rules)).toEqual({
      fromPath: "/redirects/test-link/",
      toPath: `${US}/categories/kitchen/${KITCHEN_UTM}`,
      isPermanent: true,
      ignoreCase: true,
      redirectInBrowser: true,
    });
  });
});

describe("expandEntry: where each country goes", () => {
  it("sends a country to the target page on its own shop", () => {
    const rules = expandEntry(kitchenLink(), shops);
    expect(ruleFor(rules, "de").toPath).toBe(`${DE}/categories/kitchen/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "nl").toPath).toBe(`${NL}/categories/kitchen/${KITCHEN_UTM}`);
  });

  it("sends every country of the EU group to the EU shop's origin", () => {
    const rules = expandEntry(kitchenLink({ countries: EU_GROUP }), shops);
    for (const country of EU_GROUP) {
      expect(new URL(ruleFor(rules, country).toPath).origin).toBe(EU);
      expect(ruleFor(rules, country).toPath).toBe(`${EU}/categories/kitchen/${KITCHEN_UTM}`);
    }
  });

  it("sends tw and cn to the Hong Kong shop", () => {
    const rules = expandEntry(kitchenLink({ countries: ["hk", "tw", "cn"] }), shops);
    for (const country of ["hk", "tw", "cn"]) {
      expect(ruleFor(rules, country).toPath).toBe(`${HK}/categories/kitchen/${KITCHEN_UTM}`);
    }
  });

  it("sends jp to the external Japanese site", () => {
    const rules = expandEntry(kitchenLink({ countries: ["jp"] }), shops);
    expect(ruleFor(rules, "jp").toPath).toBe(`${JP}/categories/kitchen/${KITCHEN_UTM}`);
  });

  it("falls back to the US (global) shop for fallback us", () => {
    expect(fallbackOf(expandEntry(kitchenLink({ fallback: "us" }), shops)).toPath).toBe(
      `${US}/categories/kitchen/${KITCHEN_UTM}`,
    );
  });

  it("falls back to the EU shop for fallback eu", () => {
    expect(fallbackOf(expandEntry(kitchenLink({ fallback: "eu" }), shops)).toPath).toBe(
      `${EU}/categories/kitchen/${KITCHEN_UTM}`,
    );
  });

  it("keeps a country that shares the fallback's shop as its own rule", () => {
    const rules = expandEntry(kitchenLink({ countries: ["us", "de"] }), shops);
    expect(rules.map((rule) => rule.conditions?.country)).toEqual(["us", "de", undefined]);
    expect(ruleFor(rules, "us").toPath).toBe(fallbackOf(rules).toPath);
  });
});

describe("expandEntry: tracking parameters", () => {
  it("appends utm_source, utm_medium and utm_campaign, in that order", () => {
    const url = new URL(ruleFor(expandEntry(kitchenLink(), shops), "de").toPath);
    expect([...url.searchParams]).toEqual([
      ["utm_source", "instore"],
      ["utm_medium", "qrcode"],
      ["utm_campaign", "kitchen"],
    ]);
  });

  it("adds no query at all without tracking", () => {
    const rules = expandEntry(kitchenLink({ tracking: undefined }), shops);
    for (const rule of rules) {
      expect(new URL(rule.toPath).search).toBe("");
      expect(rule.toPath).not.toContain("utm_");
    }
    expect(ruleFor(rules, "nl").toPath).toBe(`${NL}/categories/kitchen/`);
  });

  it("drops the parameters for one country with an override of noTracking", () => {
    const rules = expandEntry(kitchenLink({ overrides: [{ country: "nl", noTracking: true }] }), shops);
    expect(ruleFor(rules, "nl").toPath).toBe(`${NL}/categories/kitchen/`);
    expect(ruleFor(rules, "de").toPath).toBe(`${DE}/categories/kitchen/${KITCHEN_UTM}`);
    expect(fallbackOf(rules).toPath).toBe(`${US}/categories/kitchen/${KITCHEN_UTM}`);
  });

  it("uses a country's own tracking values when its override has them", () => {
    const rules = expandEntry(
      kitchenLink({
        overrides: [
          { country: "nl", tracking: { source: "nl-store", medium: "poster", campaign: "spring.2" } },
        ],
      }),
      shops,
    );
    expect(ruleFor(rules, "nl").toPath).toBe(
      `${NL}/categories/kitchen/?utm_source=nl-store&utm_medium=poster&utm_campaign=spring.2`,
    );
    expect(ruleFor(rules, "de").toPath).toBe(`${DE}/categories/kitchen/${KITCHEN_UTM}`);
  });

  it("adds tracking for a country whose entry has none when its override has some", () => {
    const rules = expandEntry(
      kitchenLink({ tracking: undefined, overrides: [{ country: "de", tracking: { ...KITCHEN_TRACKING } }] }),
      shops,
    );
    expect(ruleFor(rules, "de").toPath).toBe(`${DE}/categories/kitchen/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "nl").toPath).toBe(`${NL}/categories/kitchen/`);
  });
});

describe("expandEntry: overrides", () => {
  it.each<[string, RedirectOverride, string]>([
    [
      "another page of its own shop with target",
      { country: "nl", target: "/categories/bathroom/" },
      `${NL}/categories/bathroom/${KITCHEN_UTM}`,
    ],
    [
      "an address outside the shops with url, with tracking",
      { country: "jp", url: `${JP}/topics/kitchen/` },
      `${JP}/topics/kitchen/${KITCHEN_UTM}`,
    ],
    [
      "exactly the url when the override also says noTracking",
      { country: "jp", url: `${JP}/topics/kitchen/`, noTracking: true },
      `${JP}/topics/kitchen/`,
    ],
    ["another shop with shop", { country: "pl", shop: "de" }, `${DE}/categories/kitchen/${KITCHEN_UTM}`],
    [
      "another shop's page with shop and target together",
      { country: "pl", shop: "nl", target: "/guides/the-new-neutral/" },
      `${NL}/guides/the-new-neutral/${KITCHEN_UTM}`,
    ],
  ])("sends a country to %s, leaving the other countries alone", (_, override, toPath) => {
    const rules = expandEntry(
      kitchenLink({ countries: ["de", override.country], overrides: [override] }),
      shops,
    );
    expect(ruleFor(rules, override.country).toPath).toBe(toPath);
    expect(ruleFor(rules, "de").toPath).toBe(`${DE}/categories/kitchen/${KITCHEN_UTM}`);
  });

  it("keeps the url's own query and replaces its utm values", () => {
    const rules = expandEntry(
      kitchenLink({
        countries: ["jp"],
        overrides: [{ country: "jp", url: `${JP}/topics/?lang=ja&utm_source=old` }],
      }),
      shops,
    );
    const url = new URL(ruleFor(rules, "jp").toPath);
    expect(url.searchParams.get("lang")).toBe("ja");
    expect(url.searchParams.getAll("utm_source")).toEqual(["instore"]);
    expect(url.searchParams.get("utm_campaign")).toBe("kitchen");
  });

  it("sends a country no shop sells to wherever its override says", () => {
    const rules = expandEntry(
      kitchenLink({
        countries: ["br", "mx"],
        overrides: [
          { country: "br", url: `${JP}/br/` },
          { country: "mx", shop: "us" },
        ],
      }),
      shops,
    );
    expect(ruleFor(rules, "br").toPath).toBe(`${JP}/br/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "mx").toPath).toBe(`${US}/categories/kitchen/${KITCHEN_UTM}`);
  });

  it("never changes the fallback", () => {
    const plain = fallbackOf(expandEntry(kitchenLink(), shops));
    const overridden = fallbackOf(
      expandEntry(
        kitchenLink({
          overrides: [
            { country: "nl", target: "/categories/bathroom/", noTracking: true },
            { country: "de", shop: "eu" },
          ],
        }),
        shops,
      ),
    );
    expect(overridden).toEqual(plain);
  });

  it("leaves the countries order alone when overrides are listed in another order", () => {
    const rules = expandEntry(
      kitchenLink({
        overrides: [
          { country: "tw", noTracking: true },
          { country: "de", target: "/categories/bouncers/" },
        ],
      }),
      shops,
    );
    expect(rules.map((rule) => rule.conditions?.country)).toEqual(["de", "nl", "at", "tw", undefined]);
  });
});

describe("expandEntry: entries that did not pass validation", () => {
  it("refuses an unknown fallback shop", () => {
    expect(() => expandEntry(kitchenLink({ fallback: "mars" }), shops)).toThrow('Unknown shop "mars"');
  });

  it("refuses a country no shop sells to without an override", () => {
    expect(() => expandEntry(kitchenLink({ countries: ["br"] }), shops)).toThrow('No shop sells to "br"');
  });

  it("refuses an override to an unknown shop", () => {
    expect(() => expandEntry(kitchenLink({ overrides: [{ country: "nl", shop: "mars" }] }), shops)).toThrow(
      'Unknown shop "mars"',
    );
  });
});

describe("expandTable", () => {
  const first = located(kitchenLink({ slug: "first-link", countries: ["nl"] }), 2);
  const second = located(
    kitchenLink({ slug: "second-link", countries: ["de", "se", "gb"], fallback: "eu" }),
    9,
  );

  it("gives each entry its countries plus one rules, entry after entry", () => {
    const rules = expandTable([first, second], shops);
    expect(rules).toHaveLength(2 + 4);
    expect(rules.map((rule) => [rule.fromPath, rule.conditions?.country])).toEqual([
      ["/redirects/first-link/", "nl"],
      ["/redirects/first-link/", undefined],
      ["/redirects/second-link/", "de"],
      ["/redirects/second-link/", "se"],
      ["/redirects/second-link/", "gb"],
      ["/redirects/second-link/", undefined],
    ]);
  });

  it("gives the same rules as expanding each entry", () => {
    expect(expandTable([first, second], shops)).toEqual([
      ...expandEntry(first, shops),
      ...expandEntry(second, shops),
    ]);
  });

  it("does not copy the file and line into the rules", () => {
    for (const rule of expandTable([first], shops)) {
      expect(Object.keys(rule).sort()).toEqual(
        [
          "fromPath",
          "toPath",
          "isPermanent",
          "ignoreCase",
          "redirectInBrowser",
          ...(rule.conditions ? ["conditions"] : []),
        ].sort(),
      );
    }
  });

  it("gives no rules for no entries", () => {
    expect(expandTable([], shops)).toEqual([]);
  });
});

describe("expandEntry: a retired link", () => {
  const retired = kitchenLink({
    retired: "/",
    overrides: [{ country: "nl", url: "https://www.babyshop-japan.example/topics/kitchen/" }],
  });
  const rules = expandEntry(retired, shops);

  it("sends every country a shop sells to to its own shop's chosen page, overrides no longer counting", () => {
    expect(ruleFor(rules, "de").toPath).toBe(`${DE}/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "nl").toPath).toBe(`${NL}/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "pl").toPath).toBe(`${EU}/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "tw").toPath).toBe(`${HK}/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "jp").toPath).toBe(`${JP}/${KITCHEN_UTM}`);
    expect(rules.filter((rule) => rule.conditions)).toHaveLength(
      new Set(shops.shops.flatMap((shop) => shop.countries)).size,
    );
  });

  it("sends any other country to the fallback shop's chosen page", () => {
    expect(fallbackOf(rules).toPath).toBe(`${US}/${KITCHEN_UTM}`);
    expect(fallbackOf(expandEntry({ ...retired, fallback: "eu" }, shops)).toPath).toBe(
      `${EU}/${KITCHEN_UTM}`,
    );
  });

  it("sends everyone to the page the marketer picked, on their own shop", () => {
    const picked = expandEntry({ ...retired, retired: "/categories/bathroom/" }, shops);
    expect(ruleFor(picked, "de").toPath).toBe(`${DE}/categories/bathroom/${KITCHEN_UTM}`);
    expect(fallbackOf(picked).toPath).toBe(`${US}/categories/bathroom/${KITCHEN_UTM}`);
  });
});

describe("expandEntry: each country's own shop, else a shop", () => {
  const own = kitchenLink({
    countries: ["nl", "de"],
    fallback: "own-shop-else-us",
    overrides: [{ country: "de", shop: "nl" }],
  });
  const rules = expandEntry(own, shops);
  const countries = rules.map((rule) => rule.conditions?.country);

  it("keeps the listed countries first, in their order and with their exceptions", () => {
    expect(countries.slice(0, 2)).toEqual(["nl", "de"]);
    expect(ruleFor(rules, "de").toPath).toBe(`${NL}/categories/kitchen/${KITCHEN_UTM}`);
  });

  it("sends every other country a shop sells to to its own shop's page, each once", () => {
    expect(ruleFor(rules, "pl").toPath).toBe(`${EU}/categories/kitchen/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "tw").toPath).toBe(`${HK}/categories/kitchen/${KITCHEN_UTM}`);
    expect(ruleFor(rules, "jp").toPath).toBe(`${JP}/categories/kitchen/${KITCHEN_UTM}`);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries.filter(Boolean)).toHaveLength(
      new Set(shops.shops.flatMap((shop) => shop.countries)).size,
    );
  });

  it("sends a country no shop sells to to the named shop", () => {
    expect(fallbackOf(rules).toPath).toBe(`${US}/categories/kitchen/${KITCHEN_UTM}`);
    expect(fallbackOf(expandEntry({ ...own, fallback: "own-shop-else-eu" }, shops)).toPath).toBe(
      `${EU}/categories/kitchen/${KITCHEN_UTM}`,
    );
  });

  it("still sends a retired link's countries to their own shop's chosen page", () => {
    const retired = expandEntry({ ...own, retired: "/" }, shops);
    expect(ruleFor(retired, "de").toPath).toBe(`${DE}/${KITCHEN_UTM}`);
    expect(fallbackOf(retired).toPath).toBe(`${US}/${KITCHEN_UTM}`);
  });
});
