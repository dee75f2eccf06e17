import { countryReference, isKnownCountry } from "../country/reference";
import { countryName } from "../redirects/link-messages";
import { overridesByCountry } from "../redirects/overrides-by-country";
import { expandEntry } from "../redirects/expand";
import { indexRules, resolveRule, rulesFor } from "../redirects/resolve";
import { fromPathOf } from "../redirects/rule";
import type { RedirectEntry } from "../redirects/table-schema";
import { shopCountries } from "../redirects/visitor-countries";
import { shopForCountry } from "../shops/select-shop";
import type { Shop, ShopsFile } from "../shops/shops-schema";

/** Where the visitors of one country land, and how that differs from the saved link. */
export interface Landing {
  /** A country code, or undefined for "any other country". */
  country?: string;
  label: string;
  address: string;
  /** The address before the edit, when it was another. */
  before?: string;
  /** The shop run elsewhere that must have the page: it is not built here, so not checked. */
  elsewhere?: string;
  /** The shop the address is on, if it is on one. */
  shop?: string;
  /** Why the link sending this country to its shop looks like a mistake: that shop does not deliver there. */
  mismatch?: string;
}

const shopOfAddress = (shops: ShopsFile, address: string): Shop | undefined =>
  URL.canParse(address)
    ? shops.shops.find((shop) => new URL(shop.origin).origin === new URL(address).origin)
    : undefined;

/** Only a country a shop sells to counts, and a retired link's exceptions no longer count. */
export function deliveryMismatches(entry: RedirectEntry, shops: ShopsFile): Map<string, string> {
  const mismatches = new Map<string, string>();
  if (entry.retired !== undefined) return mismatches;
  for (const [country, override] of overridesByCountry(entry)) {
    const shop = override.url
      ? shopOfAddress(shops, override.url)
      : shops.shops.find((candidate) => candidate.id === override.shop);
    if (shop && shopForCountry(shops, country) && !shop.countries.includes(country))
      mismatches.set(
        country,
        `${countryName(country)} is sent to ${shop.name}, which does not deliver to ${countryReference(country)?.name ?? country}: check its exception.`,
      );
  }
  return mismatches;
}

const addressesOf = (entry: RedirectEntry, shops: ShopsFile) => {
  const rules = rulesFor(indexRules(expandEntry(entry, shops)), fromPathOf(entry.slug)) ?? [];
  return (country: string | undefined) => resolveRule(rules, country).toPath;
};

/** Each with the exact address, tracking included, as the build's rules answer it. */
export function linkLandings(entry: RedirectEntry, shops: ShopsFile, saved?: RedirectEntry): Landing[] {
  const now = addressesOf(entry, shops);
  const then = saved ? addressesOf({ ...saved, slug: entry.slug }, shops) : undefined;
  const overridden = new Set((entry.overrides ?? []).filter((o) => o.url).map((o) => o.country));
  const mismatches = deliveryMismatches(entry, shops);
  // The countries listed that no shop sells to land somewhere too (where their exception says).
  const listed = entry.countries.filter((code) => /^[a-z]{2}$/.test(code) && isKnownCountry(code));
  const countries = [...new Set([...shopCountries(shops), ...listed])]
    .map((code) => ({ code, name: countryReference(code)?.name ?? code.toUpperCase() }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const landing = (country: string | undefined, label: string): Landing => {
    const address = now(country);
    const before = then?.(country);
    const shop = country && !overridden.has(country) ? shopForCountry(shops, country) : undefined;
    const landsOn = shopOfAddress(shops, address);
    const mismatch = country ? mismatches.get(country) : undefined;
    return {
      country,
      label,
      address,
      ...(landsOn ? { shop: landsOn.name } : {}),
      ...(before !== undefined && before !== address ? { before } : {}),
      ...(shop?.external ? { elsewhere: shop.name } : {}),
      ...(mismatch ? { mismatch } : {}),
    };
  };
  return [
    ...countries.map(({ code, name }) => landing(code, `${name} (${code})`)),
    landing(undefined, "Any other country"),
  ];
}
