import type { Shop, ShopsFile } from "../shops/shops-schema";
import { shopForCountry } from "../shops/select-shop";
import { readFallback } from "./fallback";
import type { LocatedEntry } from "./load-table";
import { overridesByCountry } from "./overrides-by-country";
import { shopCountries } from "./visitor-countries";
import { fromPathOf, type RedirectRule } from "./rule";
import type { RedirectEntry, RedirectOverride, Tracking } from "./table-schema";

function withTracking(address: string, tracking: Tracking | undefined): string {
  const url = new URL(address);
  if (tracking) {
    url.searchParams.set("utm_source", tracking.source);
    url.searchParams.set("utm_medium", tracking.medium);
    url.searchParams.set("utm_campaign", tracking.campaign);
  }
  return url.toString();
}

const shopById = (shops: ShopsFile, id: string): Shop => {
  const shop = shops.shops.find((candidate) => candidate.id === id);
  if (!shop) throw new Error(`Unknown shop "${id}"`);
  return shop;
};

function targetFor(
  entry: RedirectEntry,
  country: string,
  override: RedirectOverride | undefined,
  shops: ShopsFile,
): string {
  const tracking = override?.noTracking ? undefined : (override?.tracking ?? entry.tracking);
  if (override?.url) return withTracking(override.url, tracking);
  const shop = override?.shop ? shopById(shops, override.shop) : shopForCountry(shops, country);
  if (!shop) throw new Error(`No shop sells to "${country}"`);
  return withTracking(`${shop.origin}${override?.target ?? entry.target}`, tracking);
}

/** A retired link ignores overrides: their pages may be gone with the campaign. */
const retiredEntry = (entry: RedirectEntry, page: string, shops: ShopsFile): RedirectEntry => ({
  ...entry,
  target: page,
  countries: shopCountries(shops),
  overrides: [],
});

function withOwnShops(entry: RedirectEntry, shops: ShopsFile): RedirectEntry {
  const listed = new Set(entry.countries);
  const others = shopCountries(shops).filter((country) => !listed.has(country));
  return { ...entry, countries: [...entry.countries, ...others] };
}

export function expandEntry(link: RedirectEntry, shops: ShopsFile): RedirectRule[] {
  const { shop: fallbackShop, ownShops } = readFallback(link.fallback);
  const entry =
    link.retired !== undefined
      ? retiredEntry(link, link.retired, shops)
      : ownShops
        ? withOwnShops(link, shops)
        : link;
  const fromPath = fromPathOf(entry.slug);
  const rule = (toPath: string, country?: string): RedirectRule => ({
    fromPath,
    toPath,
    isPermanent: true,
    ignoreCase: true,
    redirectInBrowser: true,
    ...(country ? { conditions: { country } } : {}),
  });
  const overrides = overridesByCountry(entry);
  const fallback = withTracking(`${shopById(shops, fallbackShop).origin}${entry.target}`, entry.tracking);
  return [
    ...entry.countries.map((country) =>
      rule(targetFor(entry, country, overrides.get(country), shops), country),
    ),
    rule(fallback),
  ];
}

export const expandTable = (entries: readonly LocatedEntry[], shops: ShopsFile): RedirectRule[] =>
  entries.flatMap((entry) => expandEntry(entry, shops));
