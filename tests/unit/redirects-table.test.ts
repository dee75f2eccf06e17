import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expandEntry } from "../../src/redirects/expand";
import type { LocatedEntry } from "../../src/redirects/load-table";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { indexRules, resolveRule, rulesFor } from "../../src/redirects/resolve";
import type { RedirectRule } from "../../src/redirects/rule";
import { EU, EU_GROUP, HK, JP, NL, US } from "./support/redirects";
import { FIXTURE_ROOT } from "./support/fixture-content";

const { shops, redirects: table } = loadCampaignLinks(FIXTURE_ROOT);
const index = indexRules(table.rules);

/** The social campaign links (source instagram, medium social-redirects), as launched. */
const SOCIAL_SLUGS = [
  "baby-bouncer-how-to",
  "bouncer-bliss-and-soft-friends-in-sand-gray",
  "the-babywearing-movement",
  "mesh-baby-carriers-and-bouncers",
  "the-new-neutral",
  "babywearing-guide",
  "new-signature-shade",
  "caring-for-future-generations",
  "baby-carrier-how-to",
  "your-baby-and-sleep",
  "newborn-diaries",
  "always-by-your-side-instagram",
];

/** Section 2, "Slugs, packaging and QR (source qr-code, medium social-redirect)". */
const PACKAGING_SLUGS = [
  "packaging-inside-post-purchase-baby-crib",
  "packaging-inside-post-purchase-baby-cradle",
  "packaging-inside-post-purchase-travel-crib",
  "qr-package-baby-crib",
  "qr-package-baby-cradle",
  "qr-package-travel-crib",
  "packaging-inside-post-purchase-baby-carrier-move-free",
  "packaging-inside-post-purchase-baby-carrier-mini",
  "qr-package-baby-carrier-move-free",
  "qr-package-baby-carrier-mini",
];

/** Section 2, "Other slugs in the table"; the harmony carrier's slug is baby-carrier-harmony. */
const OTHER_SLUGS = [
  "ergonomic-baby-carrier-guide",
  "hip-healthy-baby-carriers",
  "gift-guide",
  "tiny-tasters",
  "pocket-pouch",
  "winter-cover",
  "cloud-like-comfort",
  "traveling-with-kids",
  "cradle",
  "baby-crib",
  "travel-crib-light",
  "bouncer-balance-soft",
  "bouncer-bliss",
  "baby-carrier-one-air",
  "baby-carrier-one",
  "baby-carrier-move",
  "baby-carrier-mini",
  "baby-carrier-harmony",
  "qr-babywearing-guide-2",
];

/** The printed QR codes as launched: slug → the countries it lists. */
const PRINTED_QR: Record<string, { countries: string[]; complete: boolean }> = {
  "qr-babywearing-guide-2": { countries: ["gb", "it", "au", "ca", "hk"], complete: false },
  "qr-baby-bouncer-guide-1": {
    countries: ["us", "de", "se", "fr", "es", "gb", "kr", "it", "hk", "au", "ca"],
    complete: true,
  },
  "qr-babywearing-guide-1": {
    countries: ["us", "de", "se", "fr", "es", "gb", "it", "au", "ca"],
    complete: true,
  },
  "qr-bathroom-1": {
    countries: ["us", "de", "se", "fr", "es", "gb", "kr", "it", "jp", "hk", "au", "nl"],
    complete: true,
  },
  "qr-kitchen-1": {
    countries: ["us", "de", "se", "fr", "es", "gb", "ca", "kr", "it", "jp", "hk", "au", "nl"],
    complete: true,
  },
  "qr-package-inside-baby-carrier-harmony": {
    countries: ["us", "se", "de", "fr", "gb", "be", "es", "it", "nl", "au", "hk", "kr", "jp", "dk", "ca"],
    complete: true,
  },
  "qr-why-buy-a-baby-bouncer-1": {
    countries: ["us", "au", "de", "fr", "se", "es", "gb", "it", "hk", "kr", "ca"],
    complete: true,
  },
  "qr-package-baby-carrier-harmony": {
    countries: ["us", "se", "de", "fr", "gb", "es", "it", "nl", "be", "ca", "kr", "hk", "au", "jp"],
    complete: true,
  },
  "qr-package-bouncers": { countries: [...EU_GROUP, "tw", "cn"], complete: false },
  "packaging-inside-post-purchase-bouncers": {
    countries: [
      "us",
      "se",
      "at",
      "de",
      "fr",
      "gb",
      "es",
      "it",
      "nl",
      "ca",
      "kr",
      "au",
      "hk",
      "jp",
      ...EU_GROUP,
      "tw",
      "cn",
    ],
    complete: false,
  },
};

/** Section 9, "Country codes seen". */
const LAUNCH_COUNTRIES =
  "us gb se de fr es it nl ie ca au hk kr jp pl be at pt hr cz dk ee fi hu lv lt lu sk si tw cn cy gr".split(
    " ",
  );

const EU_FALLBACK_SLUGS = ["qr-package-baby-carrier-harmony", "packaging-inside-post-purchase-bouncers"];

const entryOf = (slug: string): LocatedEntry => {
  const found = table.entries.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no entry ${slug}`);
  return found;
};

const rulesOf = (slug: string): readonly RedirectRule[] => {
  const rules = rulesFor(index, slug);
  if (!rules) throw new Error(`no rules for ${slug}`);
  return rules;
};

/** The rule written for `country` itself (not the fallback). */
const countryRule = (slug: string, country: string): RedirectRule => {
  const rule = rulesOf(slug).find((candidate) => candidate.conditions?.country === country);
  if (!rule) throw new Error(`${slug} has no rule for ${country}`);
  return rule;
};

const target = (slug: string, country: string | undefined): string =>
  resolveRule(rulesOf(slug), country).toPath;
const fallback = (slug: string): RedirectRule => {
  const last = rulesOf(slug).at(-1);
  if (!last || last.conditions) throw new Error(`${slug} does not end with a fallback`);
  return last;
};
const utm = (address: string) => {
  const { searchParams } = new URL(address);
  return {
    source: searchParams.get("utm_source"),
    medium: searchParams.get("utm_medium"),
    campaign: searchParams.get("utm_campaign"),
  };
};

describe("the fixture redirect table", () => {
  it("loads one file per link from every group folder, sorted, with files named from the root", () => {
    expect(table.entries.length).toBeGreaterThanOrEqual(50);
    const files = table.entries.map((entry) => entry.file);
    expect(files).toEqual([...files].sort());
    expect(new Set(files.map((file) => path.dirname(file)))).toEqual(
      new Set([
        "content/redirects/in-store-qr",
        "content/redirects/packaging",
        "content/redirects/products-and-guides",
        "content/redirects/social",
      ]),
    );
    for (const entry of table.entries) expect(path.basename(entry.file)).toBe(`${entry.slug}.yaml`);
  });

  it("locates every entry at its slug line", () => {
    for (const entry of table.entries) {
      const lines = readFileSync(path.join(FIXTURE_ROOT, entry.file), "utf8").split("\n");
      expect(lines[entry.line - 1]).toBe(`slug: ${entry.slug}`);
    }
  });

  it("has unique slugs", () => {
    const slugs = table.entries.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("expands to the rules of each entry, in order", () => {
    expect(table.rules).toEqual(table.entries.flatMap((entry) => expandEntry(entry, shops)));
    expect(table.rules).toHaveLength(
      table.entries.reduce((sum, entry) => sum + entry.countries.length + 1, 0),
    );
  });

  it("writes every rule as a redirect rule is written", () => {
    for (const rule of table.rules) {
      expect(rule.fromPath).toMatch(/^\/redirects\/[a-z0-9]+(-[a-z0-9]+)*\/$/);
      expect(new URL(rule.toPath).protocol).toBe("https:");
      expect(rule.isPermanent).toBe(true);
      expect(rule.ignoreCase).toBe(true);
      expect(rule.redirectInBrowser).toBe(true);
      if (rule.conditions) expect(rule.conditions.country).toMatch(/^[a-z]{2}$/);
    }
  });

  it("lists each slug's country rules first, in the file's order, and one fallback last", () => {
    for (const entry of table.entries) {
      const rules = rulesOf(entry.slug);
      expect(rules.map((rule) => rule.conditions?.country)).toEqual([...entry.countries, undefined]);
      expect(rules.filter((rule) => !rule.conditions)).toHaveLength(1);
    }
  });

  it("only uses the country codes the links were launched for", () => {
    const used = new Set(table.rules.flatMap((rule) => (rule.conditions ? [rule.conditions.country] : [])));
    for (const country of used) expect(LAUNCH_COUNTRIES).toContain(country);
  });

  it("only uses the launch's tracking sources and media", () => {
    for (const rule of table.rules) {
      const { source, medium, campaign } = utm(rule.toPath);
      if (source === null) continue;
      expect(["instagram", "qr-code", "instore"]).toContain(source);
      expect(["social-redirects", "social-redirect", "qrcode"]).toContain(medium);
      expect(campaign).toMatch(/^[a-z0-9_]+$/);
    }
  });
});

describe("the slugs launched", () => {
  it.each([...new Set([...SOCIAL_SLUGS, ...PACKAGING_SLUGS, ...OTHER_SLUGS, ...Object.keys(PRINTED_QR)])])(
    "has %s",
    (slug) => {
      expect(rulesFor(index, slug)).toBeDefined();
      expect(table.entries.map((entry) => entry.slug)).toContain(slug);
    },
  );

  it.each(SOCIAL_SLUGS)("tracks %s with source instagram and medium social-redirects", (slug) => {
    const tracking = entryOf(slug).tracking;
    expect(tracking).not.toBe(false);
    expect(tracking && [tracking.source, tracking.medium]).toEqual(["instagram", "social-redirects"]);
  });

  it.each(PACKAGING_SLUGS)("tracks %s with source qr-code and medium social-redirect", (slug) => {
    const tracking = entryOf(slug).tracking;
    expect(tracking && [tracking.source, tracking.medium]).toEqual(["qr-code", "social-redirect"]);
  });

  it("gives qr-babywearing-guide-2 the in-store campaign baby_carrier_guide", () => {
    expect(utm(countryRule("qr-babywearing-guide-2", "gb").toPath)).toEqual({
      source: "instore",
      medium: "qrcode",
      campaign: "baby_carrier_guide",
    });
  });

  it("has a product link for the harmony carrier", () => {
    expect(target("baby-carrier-harmony", "nl")).toBe(
      `${NL}/products/baby-carrier-harmony/?utm_source=instagram&utm_medium=social-redirects&utm_campaign=baby_carrier_harmony`,
    );
  });
});

describe("the printed-QR rows", () => {
  it.each(Object.entries(PRINTED_QR))("%s lists its launch countries", (slug, row) => {
    const countries = entryOf(slug).countries;
    if (row.complete) expect(countries).toEqual(row.countries);
    else for (const country of row.countries) expect(countries).toContain(country);
    expect(rulesOf(slug)).toHaveLength(countries.length + 1);
  });

  it("lists gb, it, au, ca, hk first for qr-babywearing-guide-2, as it was launched", () => {
    expect(entryOf("qr-babywearing-guide-2").countries.slice(0, 5)).toEqual(["gb", "it", "au", "ca", "hk"]);
  });

  it("sends the printed-QR pages to the pages they were printed for", () => {
    expect(new URL(target("qr-babywearing-guide-2", "gb")).pathname).toBe("/guides/babywearing-guide/");
    expect(new URL(target("qr-baby-bouncer-guide-1", "de")).pathname).toBe("/guides/bouncer-guide/");
    expect(new URL(target("qr-babywearing-guide-1", "se")).pathname).toBe("/guides/babywearing-guide/");
    expect(new URL(target("qr-bathroom-1", "de")).pathname).toBe("/categories/bathroom/");
    expect(new URL(target("qr-kitchen-1", "de")).pathname).toBe("/categories/kitchen/");
    expect(new URL(target("qr-package-inside-baby-carrier-harmony", "de")).pathname).toBe(
      "/guides/after-purchase-baby-carrier/",
    );
    expect(new URL(target("qr-why-buy-a-baby-bouncer-1", "de")).pathname).toBe(
      "/guides/seven-benefits-of-a-bouncer/",
    );
    expect(new URL(target("qr-package-baby-carrier-harmony", "de")).pathname).toBe(
      "/categories/baby-carriers/",
    );
    expect(new URL(target("qr-package-bouncers", "de")).pathname).toBe("/categories/bouncers/");
    expect(new URL(target("packaging-inside-post-purchase-bouncers", "de")).pathname).toBe(
      "/guides/after-purchase-bouncer/",
    );
  });
});

describe("the special cases", () => {
  it("sends nl to the kitchen category on the nl shop for qr-bathroom-1", () => {
    expect(countryRule("qr-bathroom-1", "nl").toPath).toBe(
      `${NL}/categories/kitchen/?utm_source=instore&utm_medium=qrcode&utm_campaign=plastic_swatch`,
    );
    expect(new URL(countryRule("qr-bathroom-1", "de").toPath).pathname).toBe("/categories/bathroom/");
    expect(new URL(fallback("qr-bathroom-1").toPath).pathname).toBe("/categories/bathroom/");
  });

  it.each(["qr-package-bouncers", "packaging-inside-post-purchase-bouncers"])(
    "sends the EU group to the EU shop and tw, cn to Hong Kong for %s",
    (slug) => {
      const path = entryOf(slug).target;
      const query = new URL(countryRule(slug, "de").toPath).search;
      for (const country of EU_GROUP) expect(countryRule(slug, country).toPath).toBe(`${EU}${path}${query}`);
      for (const country of ["tw", "cn"])
        expect(countryRule(slug, country).toPath).toBe(`${HK}${path}${query}`);
    },
  );

  it.each(EU_FALLBACK_SLUGS)("falls back to the EU shop for %s", (slug) => {
    expect(new URL(fallback(slug).toPath).origin).toBe(EU);
    expect(new URL(target(slug, "br")).origin).toBe(EU);
    expect(new URL(target(slug, undefined)).origin).toBe(EU);
  });

  it("falls back to the US shop for every other slug", () => {
    const others = table.entries.filter((entry) => !EU_FALLBACK_SLUGS.includes(entry.slug));
    expect(others.length).toBe(table.entries.length - 2);
    for (const entry of others) expect(new URL(fallback(entry.slug).toPath).origin).toBe(US);
  });

  it("falls back to the US shop for qr-package-inside-baby-carrier-harmony and qr-package-bouncers", () => {
    expect(new URL(fallback("qr-package-inside-baby-carrier-harmony").toPath).origin).toBe(US);
    expect(new URL(fallback("qr-package-bouncers").toPath).origin).toBe(US);
  });

  it("sends pl to the new-neutral page and jp to a page of the Japanese site for the mesh slug", () => {
    const pl = new URL(countryRule("mesh-baby-carriers-and-bouncers", "pl").toPath);
    expect(pl.origin).toBe(EU);
    expect(pl.pathname).toBe("/guides/the-new-neutral/");
    const jp = new URL(countryRule("mesh-baby-carriers-and-bouncers", "jp").toPath);
    expect(jp.origin).toBe(JP);
    expect(jp.pathname).toMatch(/^\/topics\//);
    expect(new URL(countryRule("mesh-baby-carriers-and-bouncers", "de").toPath).pathname).toBe(
      "/categories/baby-carriers/",
    );
  });

  it("sends si to the bouncers category for qr-package-travel-crib", () => {
    const si = new URL(countryRule("qr-package-travel-crib", "si").toPath);
    expect(si.origin).toBe(EU);
    expect(si.pathname).toBe("/categories/bouncers/");
    expect(new URL(countryRule("qr-package-travel-crib", "sk").toPath).pathname).toBe(
      "/products/travel-crib-light/",
    );
  });

  it("has au rules without tracking parameters on some slugs and with them on others", () => {
    const au = table.rules.filter((rule) => rule.conditions?.country === "au");
    const untracked = au.filter((rule) => new URL(rule.toPath).search === "");
    expect(untracked.length).toBeGreaterThan(0);
    expect(untracked.length).toBeLessThan(au.length);
    expect(countryRule("qr-kitchen-1", "au").toPath).toBe("https://au.babyshop.example/categories/kitchen/");
    expect(utm(countryRule("qr-babywearing-guide-1", "au").toPath).source).toBe("instore");
  });

  it("keeps tracking for other countries where au has none", () => {
    for (const rule of rulesOf("qr-kitchen-1")) {
      if (rule.conditions?.country === "au") continue;
      expect(utm(rule.toPath)).toEqual({ source: "instore", medium: "qrcode", campaign: "kitchen" });
    }
  });

  it("lists winter-cover's us rule last among its country rules, and only once", () => {
    const rules = rulesOf("winter-cover");
    expect(rules.at(-2)?.conditions?.country).toBe("us");
    expect(rules.filter((rule) => rule.conditions?.country === "us")).toHaveLength(1);
    expect(new URL(rules.at(-2)?.toPath ?? "").origin).toBe(US);
  });

  it("sends a country without its own rule to the fallback", () => {
    expect(target("qr-kitchen-1", "be")).toBe(fallback("qr-kitchen-1").toPath);
    expect(target("qr-kitchen-1", "be")).toBe(
      `${US}/categories/kitchen/?utm_source=instore&utm_medium=qrcode&utm_campaign=kitchen`,
    );
  });
});
