import { describe, expect, it } from "vitest";
import { expandEntry } from "../../src/redirects/expand";
import { checkLink } from "../../src/redirects/check-link";
import { allowedTargetHosts } from "../../src/redirects/load-table";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import {
  countryChoices,
  countryGroups,
  fallbackChoices,
  withGroupsExpanded,
} from "../../src/studio/country-choices";
import { FIXTURE_ROOT } from "./support/fixture-content";
import { kitchenLink } from "./support/redirects";

const {
  shops,
  redirects: { pages },
} = loadCampaignLinks(FIXTURE_ROOT);
const eu = shops.shops.find((shop) => shop.id === "eu");
if (!eu) throw new Error("no EU shop");

describe("countryGroups", () => {
  const groups = countryGroups(shops);

  it("offers each shop of several countries as a group named after it, with its countries in order", () => {
    const group = groups.find((candidate) => candidate.label.startsWith("EU shop countries"));
    expect(group?.label).toBe(`EU shop countries · ${eu.name}: ${eu.countries.length} countries`);
    expect(group?.countries).toEqual(eu.countries);
    expect(groups.map((candidate) => candidate.value)).toEqual(["group:hk", "group:eu"]);
  });

  it("gives no value a country code could have", () => {
    const codes = new Set(countryChoices(shops).map((choice) => choice.value));
    for (const group of groups) expect(codes.has(group.value)).toBe(false);
  });
});

describe("withGroupsExpanded", () => {
  const groups = countryGroups(shops);

  it("puts a picked group's countries in its place, in the shop's order", () => {
    expect(withGroupsExpanded(["de", "group:eu"], groups)).toEqual(["de", ...eu.countries]);
  });

  it("picks a country already picked once", () => {
    expect(withGroupsExpanded(["be", "group:eu", "nl"], groups)).toEqual([
      "be",
      ...eu.countries.filter((country) => country !== "be"),
      "nl",
    ]);
  });

  it("leaves plain countries alone", () => {
    expect(withGroupsExpanded(["nl", "de"], groups)).toEqual(["nl", "de"]);
  });
});

describe("fallbackChoices", () => {
  const context = {
    shops,
    pages,
    allowedHosts: allowedTargetHosts(shops, []),
    otherSlugs: new Map<string, string>(),
  };

  it("offers every shop, eu too, and each country's own shop, else every shop, all accepted", () => {
    const choices = fallbackChoices(shops);
    expect(choices).toContainEqual({ label: `${eu.name} (eu)`, value: "eu" });
    expect(choices).toContainEqual({
      label: "Each country's own shop, else Babyshop United States (us)",
      value: "own-shop-else-us",
    });
    expect(choices).toHaveLength(shops.shops.length * 2);
    for (const { value } of choices) {
      const link = kitchenLink({ fallback: value });
      expect(checkLink(link, context)).toEqual([]);
      expect(() => expandEntry(link, shops)).not.toThrow();
    }
  });
});
