import { describe, expect, it } from "vitest";
import { countryReference, isKnownCountry } from "../../src/country/reference";
import { parseShops } from "../../src/shops/parse-shops";
import type { Shop } from "../../src/shops/shops-schema";
import { buildRuntimeSettings, FALLBACK_LANGUAGE } from "../../src/build/build-runtime-settings";
import { EU_SHOP_COUNTRIES } from "./support/eu-shop";
import { fixtureText } from "./support/fixture-content";

const shops = parseShops("content/shops.yaml", fixtureText("shops.yaml"), ["nl-NL", "en-US"]);
const shop = (id: string): Shop => {
  const found = shops.shops.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no shop ${id}`);
  return found;
};

describe("buildRuntimeSettings", () => {
  it("gives the eu shop the EU group as upper-case allowed countries, in order", () => {
    expect(buildRuntimeSettings(shop("eu"), {}).allowedCountries).toEqual(
      EU_SHOP_COUNTRIES.map((country) => country.toUpperCase()),
    );
  });

  it("allows the shop's countries, upper-cased, in the shop's order", () => {
    const data = buildRuntimeSettings(shop("hk"), {});
    expect(data.allowedCountries).toEqual(["HK", "TW", "CN"]);
  });

  it("keeps the shop's countries as listed (lower-case)", () => {
    expect(
      buildRuntimeSettings(shop("hk"), { siteUrl: "https://preview.babyshop.example" }).shopCountries,
    ).toEqual(["hk", "tw", "cn"]);
  });

  it("fills the shop's settings from the shop", () => {
    const data = buildRuntimeSettings(shop("nl"), {});
    expect(data.shop).toEqual({
      siteUrl: "https://nl.babyshop.example",
      shopId: "nl",
      shopName: "Babyshop Nederland",
      currency: "EUR",
      languages: ["nl-NL", "en-US"],
      defaultLanguage: "nl-NL",
      fallbackLanguage: FALLBACK_LANGUAGE,
      environment: "production",
    });
    expect(FALLBACK_LANGUAGE).toBe("en-US");
  });

  it("copies the shop's lists instead of sharing them", () => {
    const source = shop("nl");
    const data = buildRuntimeSettings(source, {});
    data.shop.languages.push("xx-XX");
    expect(source.languages).toEqual(["nl-NL", "en-US"]);
    expect(source.countries).toEqual(["nl"]);
  });

  it("uses the siteUrl override and the environment when given", () => {
    const data = buildRuntimeSettings(shop("nl"), {
      siteUrl: "https://preview.babyshop.example",
      environment: "staging",
    });
    expect(data.shop.siteUrl).toBe("https://preview.babyshop.example");
    expect(data.shop.environment).toBe("staging");
  });

  it("trims a trailing slash from the site url", () => {
    expect(
      buildRuntimeSettings(shop("nl"), { siteUrl: "https://preview.babyshop.example/" }).shop.siteUrl,
    ).toBe("https://preview.babyshop.example");
    const slashed: Shop = { ...shop("gb"), origin: "https://www.babyshop-uk.example/" };
    expect(buildRuntimeSettings(slashed, {}).shop.siteUrl).toBe("https://www.babyshop-uk.example");
  });

  it("falls back to the origin and production for empty strings", () => {
    const data = buildRuntimeSettings(shop("us"), { siteUrl: "", environment: "" });
    expect(data.shop.siteUrl).toBe("https://www.babyshop.example");
    expect(data.shop.environment).toBe("production");
  });

  it("summarises exactly the allowed countries with name and native name", () => {
    const data = buildRuntimeSettings(shop("hk"), {});
    expect(Object.keys(data.countries).sort()).toEqual(["CN", "HK", "TW"]);
    expect(data.countries.HK).toEqual({ name: "Hong Kong", native: "香港" });
    for (const summary of Object.values(data.countries)) {
      expect(Object.keys(summary).sort()).toEqual(["name", "native"]);
    }
  });

  it("summarises the Netherlands for the nl shop", () => {
    expect(buildRuntimeSettings(shop("nl"), {}).countries).toEqual({
      NL: { name: "Netherlands", native: "Nederland" },
    });
  });

  it("leaves unknown countries out of allowedCountries and countries", () => {
    const data = buildRuntimeSettings({ ...shop("nl"), countries: ["nl", "zz", "be"] }, {});
    expect(data.allowedCountries).toEqual(["NL", "BE"]);
    expect(Object.keys(data.countries)).toEqual(["NL", "BE"]);
  });

  it("throws for a shop whose countries list is empty", () => {
    expect(() => buildRuntimeSettings({ ...shop("nl"), countries: [] }, {})).toThrow(
      new Error("Allowed countries in store is empty"),
    );
  });

  it("throws when none of the shop's countries are known", () => {
    expect(() => buildRuntimeSettings({ ...shop("nl"), countries: ["zz", "xq"] }, {})).toThrow(
      "Allowed countries in store is empty",
    );
  });

  it("builds every non-external shop of the fixture file", () => {
    for (const candidate of shops.shops.filter((s) => !s.external)) {
      const data = buildRuntimeSettings(candidate, {});
      expect(data.allowedCountries.length).toBeGreaterThan(0);
      expect(data.allowedCountries).toEqual(candidate.countries.map((code) => code.toUpperCase()));
    }
  });
});

describe("countryReference", () => {
  it("gives the reference fields of the Netherlands", () => {
    expect(countryReference("nl")).toEqual({
      code: "NL",
      iso3: "NLD",
      name: "Netherlands",
      native: "Nederland",
      phone: [31],
      continents: ["EU"],
      capital: "Amsterdam",
      currencies: ["EUR"],
      languages: ["nl"],
      flag: "🇳🇱",
    });
  });

  it("accepts any case", () => {
    expect(countryReference("NL")).toEqual(countryReference("nl"));
    expect(countryReference("gB")?.iso3).toBe("GBR");
  });

  it("returns undefined for unknown or malformed codes", () => {
    for (const code of ["zz", "n", "<s", "nld", "", "__", "to string"])
      expect(countryReference(code)).toBeUndefined();
  });

  it("returns fresh copies of the lists", () => {
    const first = countryReference("us");
    first?.currencies.push("XXX");
    expect(countryReference("us")?.currencies).not.toContain("XXX");
  });
});

describe("isKnownCountry", () => {
  it.each(["NL", "nl", "Nl", "gb", "US", "tw"])("accepts %s", (code) => {
    expect(isKnownCountry(code)).toBe(true);
  });

  it.each(["zz", "n", "<s", "", "nld", " nl", "nl ", "n1", "__", "uk"])("rejects %j", (code) => {
    expect(isKnownCountry(code)).toBe(false);
  });

  it("is not fooled by inherited object properties", () => {
    expect(isKnownCountry("__proto__")).toBe(false);
    expect(isKnownCountry("constructor")).toBe(false);
  });
});

describe("the notice's free-shipping threshold", () => {
  const notice = {
    "nl-NL": "Gratis verzending vanaf {freeShippingFrom}.",
    "en-US": "Free shipping from {freeShippingFrom}.",
  };

  /** What shipping and the gift options cost, with standard shipping free from `freeFrom`. */
  const offer = (freeFrom: number | null) => ({
    giftMessage: { unitPrice: 3.5 },
    giftBox: { unitPrice: 6.4 },
    shipping: [
      { id: "standard", price: 4.95, freeFrom },
      { id: "express", price: 9.95, freeFrom: null },
    ],
  });

  it("is written from the shipping methods as every price of the page is", () => {
    expect(buildRuntimeSettings(shop("nl"), {}, {}, offer(50), notice).notice).toEqual({
      "nl-NL": "Gratis verzending vanaf €\u00a050,00.",
      "en-US": "Free shipping from €50.00.",
    });
    expect(buildRuntimeSettings(shop("us"), {}, {}, offer(60), { "en-US": notice["en-US"] }).notice).toEqual({
      "en-US": "Free shipping from $60.00.",
    });
  });

  it("cannot be named where shipping is never free", () => {
    expect(() => buildRuntimeSettings(shop("nl"), {}, {}, offer(null), notice)).toThrow(/never free/);
  });
});
