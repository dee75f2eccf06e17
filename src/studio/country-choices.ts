import { COUNTRY_CODES, countryReference } from "../country/reference";
import { ownShopElse } from "../redirects/fallback";
import { shopGroupName } from "../redirects/link-messages";
import { shopForCountry } from "../shops/select-shop";
import type { ShopsFile } from "../shops/shops-schema";

export interface Choice {
  label: string;
  value: string;
}

/** A group of countries in the countries picker: picking it picks its countries. */
export interface CountryGroup extends Choice {
  countries: string[];
}

/**
 * Every country by name, with the shop that sells there, for the countries pickers: a list to choose
 * from rather than codes typed apart by commas, which Decap's list widget eats as they are typed.
 */
export function countryChoices(shops: ShopsFile): Choice[] {
  return COUNTRY_CODES.map((code) => {
    const name = countryReference(code)?.name ?? code.toUpperCase();
    const shop = shopForCountry(shops, code);
    return { label: `${name} (${code}) · ${shop ? shop.name : "no shop sells here"}`, value: code };
  }).sort((a, b) => a.label.localeCompare(b.label, "en"));
}

const GROUP_PREFIX = "group:";

/**
 * The countries of each shop that sells to several, like "EU shop countries", in the shop's order. A
 * shop of one country needs no group: the country is the group.
 */
export const countryGroups = (shops: ShopsFile): CountryGroup[] =>
  shops.shops
    .filter((shop) => shop.countries.length > 1)
    .map((shop) => ({
      label: `${shopGroupName(shop.id)} · ${shop.name}: ${shop.countries.length} countries`,
      value: `${GROUP_PREFIX}${shop.id}`,
      countries: [...shop.countries],
    }));

/** The picked values with each group replaced by its countries not picked yet, in order. */
export function withGroupsExpanded(picked: readonly string[], groups: readonly CountryGroup[]): string[] {
  const countries: string[] = [];
  for (const value of picked) {
    const group = groups.find((candidate) => candidate.value === value);
    for (const country of group ? group.countries : [value])
      if (!countries.includes(country)) countries.push(country);
  }
  return countries;
}

/** The choices of "Shop for every other country": a shop, or each country's own shop, else a shop. */
export function fallbackChoices(shops: ShopsFile): Choice[] {
  const named = (shop: ShopsFile["shops"][number]) => `${shop.name} (${shop.id})`;
  return [
    ...shops.shops.map((shop) => ({ label: named(shop), value: shop.id })),
    ...shops.shops.map((shop) => ({
      label: `Each country's own shop, else ${named(shop)}`,
      value: ownShopElse(shop.id),
    })),
  ];
}
