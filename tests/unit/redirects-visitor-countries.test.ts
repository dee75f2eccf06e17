import { describe, expect, it } from "vitest";
import { loadShops } from "../../src/shops/load-shops";
import type { ShopsFile } from "../../src/shops/shops-schema";
import type { RedirectRule } from "../../src/redirects/rule";
import { timeZonesOfCountry } from "../../src/country/time-zones";
import { shopCountries, timeZonesOf } from "../../src/redirects/visitor-countries";
import { FIXTURE_ROOT } from "./support/fixture-content";

const shops = loadShops(FIXTURE_ROOT);

/** The country codes the campaign links were launched for. */
const LAUNCH_COUNTRIES =
  "us gb se de fr es it nl ie ca au hk kr jp pl be at pt hr cz dk ee fi hu lv lt lu sk si tw cn cy gr".split(
    " ",
  );

const GEOGRAPHIC = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//;

const rule = (toPath: string, country?: string): RedirectRule => ({
  fromPath: "/redirects/a/",
  toPath,
  isPermanent: true,
  ignoreCase: true,
  redirectInBrowser: true,
  ...(country ? { conditions: { country } } : {}),
});

describe("shopCountries", () => {
  it("lists every country of every shop once, sorted", () => {
    const countries = shopCountries(shops);
    expect(countries).toEqual([...countries].sort());
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).toEqual(shops.shops.flatMap((shop) => shop.countries).sort());
  });

  it("is exactly the launch's country codes for the fixture shops", () => {
    expect(shopCountries(shops)).toEqual([...LAUNCH_COUNTRIES].sort());
  });

  it("removes countries written twice", () => {
    const small: ShopsFile = {
      default: "a",
      shops: [
        { ...shops.shops[0]!, id: "a", countries: ["se", "nl"] },
        { ...shops.shops[0]!, id: "b", countries: ["nl", "at"] },
      ],
    };
    expect(shopCountries(small)).toEqual(["at", "nl", "se"]);
  });
});

describe("timeZonesOfCountry", () => {
  it("places Europe/Amsterdam in the Netherlands", () => {
    expect(timeZonesOfCountry("nl")).toContain("Europe/Amsterdam");
  });

  it("places Europe/Brussels in Belgium and not in the Netherlands or Luxembourg", () => {
    expect(timeZonesOfCountry("be")).toContain("Europe/Brussels");
    expect(timeZonesOfCountry("nl")).not.toContain("Europe/Brussels");
    expect(timeZonesOfCountry("lu")).not.toContain("Europe/Brussels");
    expect(timeZonesOfCountry("lu")).toContain("Europe/Luxembourg");
  });

  it("gives the US its geographic zones and none of the legacy US/… names", () => {
    const zones = timeZonesOfCountry("us");
    expect(zones).toContain("America/New_York");
    expect(zones).toContain("America/Los_Angeles");
    expect(zones).toContain("Pacific/Honolulu");
    expect(zones.filter((zone) => zone.startsWith("US/"))).toEqual([]);
    for (const legacy of ["EST5EDT", "PST8PDT", "Navajo", "HST", "MST"]) expect(zones).not.toContain(legacy);
  });

  it("gives only geographic names for every shop country", () => {
    for (const country of shopCountries(shops)) {
      for (const zone of timeZonesOfCountry(country)) expect(zone).toMatch(GEOGRAPHIC);
    }
  });

  it("gives every shop country at least one zone", () => {
    for (const country of shopCountries(shops)) expect(timeZonesOfCountry(country).length).toBeGreaterThan(0);
  });

  it("never gives one zone to two shop countries", () => {
    const owner = new Map<string, string>();
    for (const country of shopCountries(shops)) {
      for (const zone of timeZonesOfCountry(country)) {
        expect(owner.get(zone), `${zone} is in ${owner.get(zone)} and ${country}`).toBeUndefined();
        owner.set(zone, country);
      }
    }
  });

  it("leaves a shared zone with the country it is named after", () => {
    // Europe/Berlin is also listed for dk and se; Asia/Tokyo for au; America/Phoenix for ca.
    expect(timeZonesOfCountry("de")).toContain("Europe/Berlin");
    expect(timeZonesOfCountry("dk")).toEqual(["Europe/Copenhagen"]);
    expect(timeZonesOfCountry("se")).toEqual(["Europe/Stockholm"]);
    expect(timeZonesOfCountry("jp")).toEqual(["Asia/Tokyo"]);
    expect(timeZonesOfCountry("au")).not.toContain("Asia/Tokyo");
    expect(timeZonesOfCountry("ca")).not.toContain("America/Phoenix");
    expect(timeZonesOfCountry("us")).toContain("America/Phoenix");
  });

  it("recognises the zones of tw, cn and hk", () => {
    expect(timeZonesOfCountry("tw")).toEqual(["Asia/Taipei"]);
    expect(timeZonesOfCountry("hk")).toEqual(["Asia/Hong_Kong"]);
    expect(timeZonesOfCountry("cn")).toContain("Asia/Shanghai");
  });

  it("reads the code in any case", () => {
    expect(timeZonesOfCountry("NL")).toEqual(timeZonesOfCountry("nl"));
  });

  it("gives nothing for an unknown code", () => {
    expect(timeZonesOfCountry("zz")).toEqual([]);
    expect(timeZonesOfCountry("")).toEqual([]);
  });
});

describe("timeZonesOf", () => {
  it("gives the zones of each country that has a rule, and nothing for the fallback", () => {
    const zones = timeZonesOf([
      rule("https://nl.babyshop.example/", "nl"),
      rule("https://eu.babyshop.example/", "be"),
      rule("https://nl.babyshop.example/again/", "nl"),
      rule("https://www.babyshop.example/"),
    ]);
    expect(Object.keys(zones)).toEqual(["nl", "be"]);
    expect(zones.nl).toEqual(timeZonesOfCountry("nl"));
    expect(zones.be).toEqual(timeZonesOfCountry("be"));
  });

  it("gives nothing for rules without countries", () => {
    expect(timeZonesOf([rule("https://www.babyshop.example/")])).toEqual({});
  });
});
