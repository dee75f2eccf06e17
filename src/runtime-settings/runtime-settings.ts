import type { CheckoutOffer } from "../checkout/checkout-totals";
import type { MainMenu } from "../shops/main-menu";
import type { ShopAbroad } from "../shops/own-shop";

/** The shop a bundle is built for: every page's code reads it. */
export interface ShopSettings {
  siteUrl: string;
  shopId: string;
  shopName: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
  fallbackLanguage: string;
  environment: string;
}

/** What a page needs to show a country: no more of the reference table than that. */
interface CountrySummary {
  name: string;
  native: string;
}

/** Where the pages find the commerce engine, and the SKUs it sells the gift options under. */
export interface CommerceSettings {
  /** The engine's address; null for a site deployed without one, which then says buying is closed. */
  url: string | null;
  gifts: { giftMessage: string; giftBox: string };
}

/**
 * What the build compiles into the browser's code for the shop it builds (`__RUNTIME_SETTINGS__`, see
 * src/build/gatsby-webpack.ts), field by field: a module that reads one field carries only that field.
 * Each setting is read through one accessor in this folder; those only one part of a page reads have a
 * module of their own, so that they ship with that part and not in every page's first load.
 */
export interface RuntimeSettings {
  shop: ShopSettings;
  /** Lower-case codes of the countries the shop sells to, as `content/shops.yaml` lists them. */
  shopCountries: string[];
  /** Upper-case codes of the shop's countries that are known countries, in the shop's order. */
  allowedCountries: string[];
  countries: Record<string, CountrySummary>;
  /** The recommendation keys each page type shows, in order. */
  recommendations: Partial<Record<string, string[]>>;
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

export const shopSettings: ShopSettings = __RUNTIME_SETTINGS__.shop;

export const allowedCountries: string[] = __RUNTIME_SETTINGS__.allowedCountries;
