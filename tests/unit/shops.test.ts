import { describe, expect, it } from "vitest";
import { ContentError, type ContentProblem } from "../../src/content/content-error";
import { parseShops } from "../../src/shops/parse-shops";
import { selectShop, shopForCountry } from "../../src/shops/select-shop";
import { shopSchema, shopsFileSchema, type ShopsFile } from "../../src/shops/shops-schema";
import { EU_SHOP_COUNTRIES } from "./support/eu-shop";
import { fixtureText } from "./support/fixture-content";

const FILE = "content/shops.yaml";
const TRANSLATED = ["nl-NL", "en-US"];
const FIXTURE = fixtureText("shops.yaml");

const parseFixture = (): ShopsFile => parseShops(FILE, FIXTURE, TRANSLATED);

/** The 1-based line of the first line of `text` that equals `line` after trimming, after `after`. */
const lineOf = (text: string, line: string, after = 0): number => {
  const lines = text.split("\n");
  const index = lines.findIndex((candidate, i) => i >= after && candidate.trim() === line);
  if (index < 0) throw new Error(`line not found: ${line}`);
  return index + 1;
};

/** Replaces exactly one occurrence of `from` in the fixture file. */
const edit = (from: string, to: string, text = FIXTURE): string => {
  const first = text.indexOf(from);
  if (first < 0 || text.indexOf(from, first + 1) >= 0)
    throw new Error(`not exactly one occurrence of: ${from}`);
  return text.replace(from, to);
};

const messageOf = (action: () => unknown): string => {
  try {
    action();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected an error");
};

const problemsOf = (text: string, translated: readonly string[] = TRANSLATED): ContentProblem[] => {
  try {
    parseShops(FILE, text, translated);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return [...(error as ContentError).problems];
  }
  throw new Error("expected parseShops to throw");
};

describe("parseShops on the fixture content/shops.yaml", () => {
  it("parses without problems", () => {
    const shops = parseFixture();
    expect(shops.default).toBe("nl");
    expect(shops.shops.map((shop) => shop.id)).toEqual([
      "us",
      "gb",
      "nl",
      "se",
      "de",
      "fr",
      "es",
      "it",
      "ca",
      "au",
      "hk",
      "kr",
      "eu",
      "jp",
    ]);
  });

  it("has the us shop at https://www.babyshop.example", () => {
    const us = shopForCountry(parseFixture(), "us");
    expect(us?.id).toBe("us");
    expect(us?.origin).toBe("https://www.babyshop.example");
    expect(us?.currency).toBe("USD");
  });

  const ownShops = ["us", "gb", "nl", "se", "de", "fr", "es", "it", "ca", "au", "hk", "kr"];
  it.each(ownShops)("sends %s to its own shop", (country) => {
    expect(shopForCountry(parseFixture(), country)?.id).toBe(country);
  });

  it("sends jp to the external Japanese shop", () => {
    const jp = shopForCountry(parseFixture(), "jp");
    expect(jp?.id).toBe("jp");
    expect(jp?.external).toBe(true);
    expect(jp?.origin).toMatch(/^https:\/\//);
  });

  it.each(EU_SHOP_COUNTRIES)("sends %s to the eu shop", (country) => {
    expect(shopForCountry(parseFixture(), country)?.id).toBe("eu");
  });

  it("sells to exactly the EU group in the eu shop", () => {
    const eu = parseFixture().shops.find((shop) => shop.id === "eu");
    expect([...(eu?.countries ?? [])].sort()).toEqual([...EU_SHOP_COUNTRIES].sort());
  });

  it.each(["tw", "cn"])("sends %s to the hk shop", (country) => {
    expect(shopForCountry(parseFixture(), country)?.id).toBe("hk");
  });

  it("finds the shop for an upper-case country code", () => {
    expect(shopForCountry(parseFixture(), "GB")?.id).toBe("gb");
    expect(shopForCountry(parseFixture(), "Tw")?.id).toBe("hk");
  });

  it("has no shop for countries that are not sold to", () => {
    expect(shopForCountry(parseFixture(), "br")).toBeUndefined();
    expect(shopForCountry(parseFixture(), "zz")).toBeUndefined();
    expect(shopForCountry(parseFixture(), "")).toBeUndefined();
  });

  it("lists every country in exactly one shop", () => {
    const all = parseFixture().shops.flatMap((shop) => shop.countries);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(ownShops.length + 1 + EU_SHOP_COUNTRIES.length + 2);
  });

  it("uses only translated languages in the shops it builds", () => {
    for (const shop of parseFixture().shops.filter((candidate) => !candidate.external)) {
      for (const language of shop.languages) expect(TRANSLATED).toContain(language);
      expect(shop.languages).toContain(shop.defaultLanguage);
    }
  });

  it("accepts an untranslated language in an external shop only", () => {
    expect(parseFixture().shops.find((shop) => shop.id === "jp")?.languages).toEqual(["ja-JP"]);
    const text = edit("    external: true", "    external: false");
    expect(problemsOf(text)).toEqual([
      {
        file: FILE,
        line: lineOf(FIXTURE, "languages: [ja-JP]"),
        message: 'there are no translations for "ja-JP" (available: nl-NL, en-US)',
      },
    ]);
  });

  it("rejects the fixture file when the site has fewer translations", () => {
    const problems = problemsOf(FIXTURE, ["en-US"]);
    expect(problems).toEqual([
      {
        file: FILE,
        line: lineOf(FIXTURE, "languages: [nl-NL, en-US]"),
        message: 'there are no translations for "nl-NL" (available: en-US)',
      },
    ]);
  });
});

const KR = "countries: [kr]";
const NL_ORIGIN = "origin: https://nl.babyshop.example";
const HTTPS_ORIGIN = '"origin": the origin must be an https address like https://nl.babyshop.example';

describe("parseShops: problems with their lines", () => {
  const krCountriesLine = lineOf(FIXTURE, KR);

  // Each edit of the fixture file gives one problem, at the line of what it changed unless `at` says otherwise.
  it.each<[message: string, from: string, to: string, at?: string | number]>([
    ['"zz" is not a known country code', KR, "countries: [kr, zz]"],
    [
      '"xq" is not a known country code',
      `    ${KR}\n`,
      "    countries:\n      - kr\n      - xq\n",
      krCountriesLine + 2,
    ],
    ['country "nl" is already sold by shop "nl"', KR, "countries: [kr, nl]"],
    ['country "kr" is already sold by shop "kr"', KR, "countries: [kr, kr]"],
    ['"countries": country codes are two lower-case letters, like nl or gb', KR, "countries: [KR]"],
    ['the shop id "au" is used twice', "- id: kr", "- id: au"],
    [
      "the default language must be one of the shop's languages",
      "defaultLanguage: nl-NL",
      "defaultLanguage: de-DE",
    ],
    [
      'there are no translations for "de-DE" (available: nl-NL, en-US)',
      "    languages: [nl-NL, en-US]\n",
      "    languages:\n      - nl-NL\n      - en-US\n      - de-DE\n",
      lineOf(FIXTURE, "languages: [nl-NL, en-US]") + 3,
    ],
    ['the default shop "xx" is not in the list', "default: nl", "default: xx"],
    [HTTPS_ORIGIN, NL_ORIGIN, "origin: http://nl.babyshop.example"],
    ['"origin": the origin is a host only, without a path', NL_ORIGIN, `${NL_ORIGIN}/shop`],
    ['"name" is missing', "    name: Babyshop Korea\n", "", "- id: kr"],
    ['"currency": currencies are three capital letters, like EUR', "currency: KRW", "currency: won"],
  ])("reports %s", (message, from, to, at = from) => {
    const line = typeof at === "number" ? at : lineOf(FIXTURE, at.trim());
    expect(problemsOf(edit(from, to))).toEqual([{ file: FILE, line, message }]);
  });

  it("accepts an external shop as default (selectShop refuses to build it)", () => {
    expect(parseShops(FILE, edit("default: nl", "default: jp"), TRANSLATED).default).toBe("jp");
  });

  it("accepts an origin with a trailing slash", () => {
    const text = edit(NL_ORIGIN, `${NL_ORIGIN}/`);
    expect(parseShops(FILE, text, TRANSLATED).shops.find((shop) => shop.id === "nl")?.origin).toBe(
      "https://nl.babyshop.example/",
    );
  });

  it("reports an origin that is not a URL at all", () => {
    const problems = problemsOf(edit(NL_ORIGIN, "origin: nl.babyshop example"));
    expect(problems.map((problem) => problem.line)).toContain(lineOf(FIXTURE, NL_ORIGIN));
  });

  it("reports an unknown field in a shop", () => {
    const text = edit("    name: Babyshop Korea\n", "    name: Babyshop Korea\n    colour: red\n");
    const problems = problemsOf(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(lineOf(FIXTURE, "- id: kr"));
    expect(problems[0]?.message).toMatch(/^unknown field "colour"/);
  });

  it("reports an empty shops list", () => {
    const problems = problemsOf("default: nl\nshops: []\n");
    expect(problems).toEqual([{ file: FILE, line: 2, message: '"shops": list at least one shop' }]);
  });

  it("reports all problems of the file together, in one ContentError", () => {
    let text = edit("default: nl", "default: xx");
    text = edit(KR, "countries: [kr, zz]", text);
    text = edit("defaultLanguage: nl-NL", "defaultLanguage: de-DE", text);
    const problems = problemsOf(text);
    expect(problems.map((problem) => problem.line).sort((a, b) => a - b)).toEqual([
      lineOf(FIXTURE, "default: nl"),
      lineOf(FIXTURE, "defaultLanguage: nl-NL"),
      krCountriesLine,
    ]);
    const message = messageOf(() => parseShops(FILE, text, TRANSLATED));
    expect(message.split("\n")).toHaveLength(3);
    expect(message).toContain(`${FILE}:${krCountriesLine}: "zz" is not a known country code`);
  });

  it("reports YAML syntax problems as a ContentError", () => {
    const problems = problemsOf(edit(KR, "countries: [kr"));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.message).toMatch(/^this is not valid YAML/);
  });
});

describe("shops schema", () => {
  const shop = {
    id: "nl",
    name: "Babyshop Nederland",
    origin: "https://nl.babyshop.example",
    countries: ["nl"],
    currency: "EUR",
    languages: ["nl-NL"],
    defaultLanguage: "nl-NL",
  };

  it("accepts a well-formed shop", () => {
    expect(shopSchema.safeParse(shop).success).toBe(true);
    expect(shopSchema.safeParse({ ...shop, external: true }).success).toBe(true);
  });

  it.each([
    ["id", "NL"],
    ["id", "1nl"],
    ["name", ""],
    ["origin", "ftp://nl.babyshop.example"],
    ["currency", "eur"],
    ["languages", []],
    ["languages", ["nl"]],
    ["defaultLanguage", "nl_NL"],
    ["countries", ["nld"]],
    ["external", "yes"],
  ])("rejects %s = %j", (field, value) => {
    expect(shopSchema.safeParse({ ...shop, [field]: value }).success).toBe(false);
  });

  it("rejects unknown fields at both levels", () => {
    expect(shopSchema.safeParse({ ...shop, extra: 1 }).success).toBe(false);
    expect(shopsFileSchema.safeParse({ default: "nl", shops: [shop], extra: 1 }).success).toBe(false);
  });
});

describe("selectShop", () => {
  it("builds the default shop nl without an id", () => {
    expect(selectShop(parseFixture(), undefined).id).toBe("nl");
    expect(selectShop(parseFixture(), "").id).toBe("nl");
    expect(selectShop(parseFixture(), "   ").id).toBe("nl");
  });

  it("builds the shop named by the id, trimmed", () => {
    expect(selectShop(parseFixture(), "eu").origin).toBe("https://eu.babyshop.example");
    expect(selectShop(parseFixture(), " us ").id).toBe("us");
  });

  it("refuses an unknown id, listing the buildable ids without the external one", () => {
    const message = messageOf(() => selectShop(parseFixture(), "xx"));
    expect(message).toBe(
      'Unknown shop "xx". Valid shops: us, gb, nl, se, de, fr, es, it, ca, au, hk, kr, eu',
    );
    expect(message).not.toMatch(/\bjp\b/);
  });

  it("is case-sensitive about ids", () => {
    expect(() => selectShop(parseFixture(), "NL")).toThrow(/Unknown shop "NL"/);
  });

  it("refuses the external jp shop", () => {
    const message = messageOf(() => selectShop(parseFixture(), "jp"));
    expect(message).toMatch(
      /^Shop "jp" is an external site and is not built here\. Valid shops: us, gb, nl, .*, eu$/,
    );
    expect(message.split("Valid shops:")[1]).not.toContain("jp");
  });
});
