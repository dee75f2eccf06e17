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

/** By the address: the document's `lang` is briefly gone while Gatsby moves between pages. */
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

export const cartBackend = engineCart(api, gifts);

let platform: CommercePlatform | undefined;
export const platformWith = (cart: CartStore): CommercePlatform =>
  (platform ??= enginePlatform({ api, gifts, cart, orders: cartBackend, shop: shopId }));
