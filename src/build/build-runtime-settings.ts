import type { CheckoutOffer } from "../checkout/checkout-totals";
import { freeShippingThreshold } from "../checkout/free-shipping";
import { countryReference, isKnownCountry } from "../country/reference";
import { formatPrice } from "../catalogue/price";
import type { ShopAbroad } from "../shops/own-shop";
import type { CommerceSettings, RuntimeSettings } from "../runtime-settings/runtime-settings";
import type { Shop } from "../shops/shops-schema";
import type { MainMenu } from "../shops/main-menu";

export const FALLBACK_LANGUAGE = "en-US";

export function buildRuntimeSettings(
  shop: Shop,
  env: { siteUrl?: string; environment?: string },
  recommendations: RuntimeSettings["recommendations"] = {},
  offer: CheckoutOffer = { giftMessage: { unitPrice: 0 }, giftBox: { unitPrice: 0 }, shipping: [] },
  notice: RuntimeSettings["notice"] = {},
  menu: MainMenu = {},
  commerce: CommerceSettings = { url: null, gifts: { giftMessage: "", giftBox: "" } },
  abroad: ShopAbroad[] = [],
): RuntimeSettings {
  const allowedCountries = shop.countries.filter(isKnownCountry).map((code) => code.toUpperCase());
  if (allowedCountries.length === 0) throw new Error("Allowed countries in store is empty");
  const countries: RuntimeSettings["countries"] = {};
  for (const code of allowedCountries) {
    const reference = countryReference(code);
    if (reference) countries[code] = { name: reference.name, native: reference.native };
  }
  return {
    shop: {
      siteUrl: (env.siteUrl || shop.origin).replace(/\/$/, ""),
      shopId: shop.id,
      shopName: shop.name,
      currency: shop.currency,
      languages: [...shop.languages],
      defaultLanguage: shop.defaultLanguage,
      fallbackLanguage: FALLBACK_LANGUAGE,
      environment: env.environment || "production",
    },
    shopCountries: [...shop.countries],
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

const THRESHOLD = "{freeShippingFrom}";

/** Written as the page writes prices, from the shipping methods: the notice cannot promise another amount. */
function fillNotice(text: string, freeShippingFrom: number | null, shop: Shop, language: string): string {
  if (!text.includes(THRESHOLD)) return text;
  if (freeShippingFrom === null)
    throw new Error(`The notice of shop "${shop.id}" names ${THRESHOLD}, but shipping is never free there`);
  return text.replaceAll(THRESHOLD, formatPrice(freeShippingFrom, shop.currency, language));
}
