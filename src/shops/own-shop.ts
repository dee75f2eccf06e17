import { isKnownCountry } from "../country/reference";
import { timeZonesOfCountry } from "../country/time-zones";
import type { Shop } from "./shops-schema";

export interface ShopAbroad {
  name: string;
  origin: string;
  languages: string[];
  defaultLanguage: string;
  /** Run on another platform: its pages are not this site's, so the offer leads to its home page. */
  external: boolean;
  countries: Record<string, string[]>;
}

export const shopsAbroad = (shops: readonly Shop[], here: Shop): ShopAbroad[] =>
  shops
    .filter((shop) => shop.id !== here.id)
    .map((shop) => ({
      name: shop.name,
      origin: shop.origin,
      languages: [...shop.languages],
      defaultLanguage: shop.defaultLanguage,
      external: shop.external ?? false,
      countries: Object.fromEntries(shop.countries.map((country) => [country, timeZonesOfCountry(country)])),
    }));

export interface VisitorSignals {
  query: string | null | undefined;
  cookie: string | null | undefined;
  timeZone: string | undefined;
}

/** As the campaign links' script decides: a time zone matches whole or by its city. Lower case. */
export function visitorCountry(
  { query, cookie, timeZone }: VisitorSignals,
  shops: readonly Pick<ShopAbroad, "countries">[],
): string | undefined {
  for (const value of [query, cookie]) {
    const code = value?.trim() ?? "";
    if (/^[a-z]{2}$/i.test(code) && isKnownCountry(code)) return code.toLowerCase();
  }
  if (!timeZone?.includes("/")) return undefined;
  const city = timeZone.slice(timeZone.indexOf("/") + 1);
  for (const shop of shops)
    for (const [country, zones] of Object.entries(shop.countries))
      if (zones.includes(timeZone) || zones.some((zone) => zone.slice(zone.indexOf("/") + 1) === city))
        return country;
  return undefined;
}

export interface OwnShopOffer {
  name: string;
  url: string;
}

/**
 * Same page in the page's language where that shop has it, else its default; an external shop at its home.
 */
export function ownShopOffer(
  country: string | undefined,
  homeCountries: readonly string[],
  shops: readonly ShopAbroad[],
  page: { path: string; language: string },
): OwnShopOffer | undefined {
  if (!country || homeCountries.includes(country)) return undefined;
  const shop = shops.find((candidate) => country in candidate.countries);
  if (!shop) return undefined;
  if (shop.external) return { name: shop.name, url: `${shop.origin}/` };
  const language = shop.languages.includes(page.language) ? page.language : shop.defaultLanguage;
  const prefix = language === shop.defaultLanguage ? "" : `/${language}`;
  return { name: shop.name, url: `${shop.origin}${prefix}${page.path}` };
}
