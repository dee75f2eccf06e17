import type { Shop, ShopsFile } from "../shops/shops-schema";
import { shopForCountry } from "../shops/select-shop";
import type { LocatedEntry } from "./load-table";
import { fromPathOf, type RedirectRule } from "./rule";
import type { RedirectEntry, Tracking } from "./table-schema";

function withTracking(address: string, tracking: Tracking): string {
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

/** Where a visitor of `country` goes for this entry. */
function targetFor(entry: RedirectEntry, country: string, shops: ShopsFile): string {
  const override = entry.overrides?.[country];
  const tracking = override?.tracking ?? entry.tracking;
  if (override?.url) return withTracking(override.url, tracking);
  const shop = override?.shop ? shopById(shops, override.shop) : shopForCountry(shops, country);
  if (!shop) throw new Error(`No shop sells to "${country}"`);
  return withTracking(`${shop.origin}${override?.target ?? entry.target}`, tracking);
}

/** One entry's rules: its countries in the order listed, then the fallback without a condition. */
export function expandEntry(entry: RedirectEntry, shops: ShopsFile): RedirectRule[] {
  const fromPath = fromPathOf(entry.slug);
  const rule = (toPath: string, country?: string): RedirectRule => ({
    fromPath,
    toPath,
    isPermanent: true,
    ignoreCase: true,
    redirectInBrowser: true,
    ...(country ? { conditions: { country } } : {}),
  });
  const fallback = withTracking(`${shopById(shops, entry.fallback).origin}${entry.target}`, entry.tracking);
  return [
    ...entry.countries.map((country) => rule(targetFor(entry, country, shops), country)),
    rule(fallback),
  ];
}

export const expandTable = (entries: readonly LocatedEntry[], shops: ShopsFile): RedirectRule[] =>
  entries.flatMap((entry) => expandEntry(entry, shops));
