import type { CheckoutOffer } from "../checkout/checkout-totals";
import { freeShippingThreshold } from "../checkout/free-shipping";
import { countryReference, isKnownCountry } from "../country/reference";
import { formatPrice } from "../catalogue/price";
import type { ShopAbroad } from "../shops/own-shop";
import type { Shop } from "../shops/shops-schema";
import type { PageType } from "../search/merchandising/schema";
import type { MainMenu } from "../shops/main-menu";

export const FALLBACK_LANGUAGE = "en-US";

interface SiteConfig {
  siteUrl: string;
  shopId: string;
  shopName: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
  fallbackLanguage: string;
  environment: string;
}

/** The shop this site is, as `content/shops.yaml` lists it. */
interface Store {
  id: string;
  name: string;
  origin: string;
  currency: string;
  /** Lower-case two-letter codes, as listed. */
  countries: string[];
}

/** What a page needs to show a country: no more of the reference table than that. */
interface CountrySummary {
  name: string;
  native: string;
}

/** Build-time data compiled into the site: the shop being built and the countries it sells to. */
export interface SiteData {
  siteConfig: SiteConfig;
  store: Store;
  /** Upper-case codes of the shop's countries that are known countries, in the shop's order. */
  allowedCountries: string[];
  countries: Record<string, CountrySummary>;
  /** The recommendation keys each page type shows, in order. */
  recommendations: Partial<Record<PageType, string[]>>;
  /** What shipping and the gift options cost in the shop's currency: the mini cart's totals. */
  offer: CheckoutOffer;
  /** The notice bar's text in each language that has one (`content/notices.yaml`). */
  notice: Partial<Record<string, string>>;
  /** The main menu in each language (`content/main-menu.yaml`). */
  menu: MainMenu;
  commerce: CommerceSettings;
  /** The brand's other shops: where a visitor from a country this shop does not deliver to is offered theirs. */
  shopsAbroad: ShopAbroad[];
}

/** Where the pages find the commerce engine, and the SKUs it sells the gift options under. */
export interface CommerceSettings {
  /** The engine's address; null for a site deployed without one, which then says buying is closed. */
  url: string | null;
  gifts: { giftMessage: string; giftBox: string };
}

export function buildSiteData(
  shop: Shop,
  env: { siteUrl?: string; environment?: string },
  recommendations: SiteData["recommendations"] = {},
  offer: CheckoutOffer = { giftMessage: { unitPrice: 0 }, giftBox: { unitPrice: 0 }, shipping: [] },
  notice: SiteData["notice"] = {},
  menu: MainMenu = {},
  commerce: CommerceSettings = { url: null, gifts: { giftMessage: "", giftBox: "" } },
  abroad: ShopAbroad[] = [],
): SiteData {
  const allowedCountries = shop.countries.filter(isKnownCountry).map((code) => code.toUpperCase());
  if (allowedCountries.length === 0) throw new Error("Allowed countries in store is empty");
  const countries: Record<string, CountrySummary> = {};
  for (const code of allowedCountries) {
    const reference = countryReference(code);
    if (reference) countries[code] = { name: reference.name, native: reference.native };
  }
  return {
    siteConfig: {
      siteUrl: (env.siteUrl || shop.origin).replace(/\/$/, ""),
      shopId: shop.id,
      shopName: shop.name,
      currency: shop.currency,
      languages: [...shop.languages],
      defaultLanguage: shop.defaultLanguage,
      fallbackLanguage: FALLBACK_LANGUAGE,
      environment: env.environment || "production",
    },
    store: {
      id: shop.id,
      name: shop.name,
      origin: shop.origin,
      currency: shop.currency,
      countries: [...shop.countries],
    },
    allowedCountries,
    countries,
    recommendations,
    offer,
    menu,
    commerce,
    shopsAbroad: abroad,
    notice: Object.fromEntries(
      Object.entries(notice).map(([language, text]) => [
        language,
        text && fillNotice(text, freeShippingThreshold(offer.shipping), shop, language),
      ]),
    ),
  };
}

/** Where a notice names the free-shipping threshold: "Free shipping from {freeShippingFrom}". */
const THRESHOLD = "{freeShippingFrom}";

/**
 * A notice with the free-shipping threshold written as every price of the page is (`€ 50,00`,
 * `€50.00`), from the shipping methods themselves: the notice cannot promise another amount.
 */
function fillNotice(text: string, freeShippingFrom: number | null, shop: Shop, language: string): string {
  if (!text.includes(THRESHOLD)) return text;
  if (freeShippingFrom === null)
    throw new Error(`The notice of shop "${shop.id}" names ${THRESHOLD}, but shipping is never free there`);
  return text.replaceAll(THRESHOLD, formatPrice(freeShippingFrom, shop.currency, language));
}
