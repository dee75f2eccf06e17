import { isKnownCountry } from "../country/reference";
import { timeZonesOfCountry } from "../country/time-zones";
import type { Shop } from "./shops-schema";

/** Another shop of the brand, as a page needs it to offer a visitor their own. */
export interface ShopAbroad {
  name: string;
  origin: string;
  languages: string[];
  defaultLanguage: string;
  /** Run on another platform: its pages are not this site's, so the offer leads to its home page. */
  external: boolean;
  /** Its countries (lower case), each with the time zones that place a visitor there. */
  countries: Record<string, string[]>;
}

/** Every shop but `here`, with its countries' time zones: what the pages decide the visitor's shop by. */
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

/** What tells where the visitor is, as the campaign links read it. */
export interface VisitorSignals {
  /** The `country` query parameter of the page they landed on. */
  query: string | null | undefined;
  /** The `country` cookie as they arrived with it. */
  cookie: string | null | undefined;
  /** The browser's time zone, like Europe/Berlin. */
  timeZone: string | undefined;
}

/**
 * The visitor's country as the campaign links decide it: `?country=`, then the `country` cookie (each
 * only when it is a known country code), then the time zone of a shop's country, matched whole or by
 * its city as the links' script does. Lower case; undefined when nothing tells.
 */
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

/** The shop to offer a visitor from another country, and the same page there. */
export interface OwnShopOffer {
  name: string;
  url: string;
}

/**
 * The visitor's own shop when this one (`homeCountries`) does not deliver to `country`: the same page
 * (`path`, without a language prefix) in the page's language where that shop has it, else in its own
 * default; a shop on another platform at its home page. None when this shop delivers there or no shop does.
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
