import type { CheckoutOffer } from "../checkout/checkout-totals";
import type { MainMenu } from "../shops/main-menu";
import type { ShopAbroad } from "../shops/own-shop";

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

interface CountrySummary {
  name: string;
  native: string;
}

export interface CommerceSettings {
  /** The engine's address; null for a site deployed without one, which then says buying is closed. */
  url: string | null;
  gifts: { giftMessage: string; giftBox: string };
}

// Compiled into the browser's code (`__RUNTIME_SETTINGS__`) field by field: each is read through one accessor
// here, and a field one part of a page reads has a module of its own, so it ships only with that part.
export interface RuntimeSettings {
  shop: ShopSettings;
  shopCountries: string[];
  allowedCountries: string[];
  countries: Record<string, CountrySummary>;
  recommendations: Partial<Record<string, string[]>>;
  offer: CheckoutOffer;
  notice: Partial<Record<string, string>>;
  menu: MainMenu;
  commerce: CommerceSettings;
  shopsAbroad: ShopAbroad[];
}

export const shopSettings: ShopSettings = __RUNTIME_SETTINGS__.shop;

export const allowedCountries: string[] = __RUNTIME_SETTINGS__.allowedCountries;
