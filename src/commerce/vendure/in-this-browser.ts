import { languageOfPath } from "../../i18n/language-path";
import { neverThrowing } from "../../consent/never-throwing-storage";
import type { CartStore } from "../../cart/cart-store";
import { engineCart } from "./engine-cart";
import { enginePlatform } from "./engine-platform";
import { commerceClosed, type CommercePlatform } from "../platform";
import { shopApi } from "./shop-api";
import { commerceSettings } from "../../runtime-settings/commerce";
import { shopSettings } from "../../runtime-settings/runtime-settings";

const { url, gifts } = commerceSettings;
const { languages, defaultLanguage, currency, shopId } = shopSettings;

/**
 * The engine's language for the page's, by its address (`/en-US/…` asks in English): the document's
 * `lang` is briefly gone while Gatsby moves from one page to the next.
 */
const pageLanguage = () =>
  languageOfPath(window.location.pathname, { languages, defaultLanguage }).language.split("-")[0]!;

const api = shopApi({
  url: () => {
    if (!url) throw commerceClosed();
    return url;
  },
  languageCode: pageLanguage,
  currencyCode: currency,
  storage: neverThrowing(() => window.localStorage),
});

/** The cart over the engine's active order, in this browser. */
export const cartBackend = engineCart(api, gifts);

let platform: CommercePlatform | undefined;
/** The platform the pages ask, in this browser, over the shopper's cart. */
export const platformWith = (cart: CartStore): CommercePlatform =>
  (platform ??= enginePlatform({ api, gifts, cart, orders: cartBackend, shop: shopId }));
