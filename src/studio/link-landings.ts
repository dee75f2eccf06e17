import { countryReference } from "../country/reference";
import { expandEntry } from "../redirects/expand";
import { indexRules, resolveRule, rulesFor } from "../redirects/resolve";
import { fromPathOf } from "../redirects/rule";
import type { RedirectEntry } from "../redirects/table-schema";
import { shopCountries } from "../redirects/visitor-countries";
import { shopForCountry } from "../shops/select-shop";
import type { ShopsFile } from "../shops/shops-schema";

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
}

const addressesOf = (entry: RedirectEntry, shops: ShopsFile) => {
  const rules = rulesFor(indexRules(expandEntry(entry, shops)), fromPathOf(entry.slug)) ?? [];
  return (country: string | undefined) => resolveRule(rules, country).toPath;
};

/**
 * Every country the shops sell to, by name, then "any other country": each with the exact address the
 * link sends its visitors to, tracking included, as the build's rules answer it.
 */
export function linkLandings(entry: RedirectEntry, shops: ShopsFile, saved?: RedirectEntry): Landing[] {
  const now = addressesOf(entry, shops);
  const then = saved ? addressesOf({ ...saved, slug: entry.slug }, shops) : undefined;
  const overridden = new Set((entry.overrides ?? []).filter((o) => o.url).map((o) => o.country));
  const countries = shopCountries(shops)
    .map((code) => ({ code, name: countryReference(code)?.name ?? code.toUpperCase() }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const landing = (country: string | undefined, label: string): Landing => {
    const address = now(country);
    const before = then?.(country);
    const shop = country && !overridden.has(country) ? shopForCountry(shops, country) : undefined;
    return {
      country,
      label,
      address,
      ...(before !== undefined && before !== address ? { before } : {}),
      ...(shop?.external ? { elsewhere: shop.name } : {}),
    };
  };
  return [
    ...countries.map(({ code, name }) => landing(code, `${name} (${code})`)),
    landing(undefined, "Any other country"),
  ];
}
