import { shopsAbroad } from "../shops/own-shop";
import path from "node:path";
import { CURRENCIES } from "../catalogue/schema";
import { catalogueSource } from "../commerce/commerce";
import { commerceUrl } from "../commerce/platform";
import { loadShipping, shippingPrices } from "../checkout/load-shipping";
import { loadShops } from "../shops/load-shops";
import { loadNotices } from "../shops/notices";
import { selectShop } from "../shops/select-shop";
import { loadRedirectTable } from "../redirects/load-redirects";
import { loadCityNames } from "../store-locations/load-city-names";
import { loadStoreLocations } from "../store-locations/load-store-locations";
import { loadMerchandising, type Merchandising } from "../search/merchandising/load-merchandising";
import type { RuntimeSettings } from "../runtime-settings/runtime-settings";
import type { BuildContent } from "../site/page-types";
import { buildRuntimeSettings } from "./build-runtime-settings";
import { loadMainMenu } from "../shops/main-menu";
import { loadShopPages } from "./shop-pages";

/** `CONTENT_DIR` is for benchmarks' generated content. */
export const contentDirOf = (root: string, env: NodeJS.ProcessEnv): string =>
  env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : path.join(root, "content");

/** Validated: it throws before anything is written. */
export function loadBuildContent(root: string, env: NodeJS.ProcessEnv): BuildContent {
  const contentDir = contentDirOf(root, env);
  const shops = loadShops(root, contentDir);
  const shop = selectShop(shops, env.SHOP);
  const currency = CURRENCIES.find((candidate) => candidate === shop.currency);
  if (!currency)
    throw new Error(`The catalogue has no prices in ${shop.currency}, the currency of shop "${shop.id}"`);
  const catalogue = catalogueSource.read(root, contentDir, env);
  const { guides, servicePages, pages } = loadShopPages(root, contentDir, catalogue);
  const merchandising = loadMerchandising(root, contentDir, catalogue, guides, pages);
  const shipping = loadShipping(root, contentDir);
  const runtimeSettings = buildRuntimeSettings(
    shop,
    { siteUrl: env.SITE_URL, environment: env.ENVIRONMENT || env.GATSBY_ENVIRONMENT },
    recommendationKeys(merchandising),
    {
      giftMessage: { unitPrice: catalogue.giftOptions.giftMessage.prices[currency] },
      giftBox: { unitPrice: catalogue.giftOptions.giftBox.prices[currency] },
      shipping: shippingPrices(shipping.methods, currency),
    },
    loadNotices(root, contentDir, shops.shops)[shop.id],
    loadMainMenu(root, contentDir, pages, shop.languages),
    {
      url: commerceUrl(env.COMMERCE_URL),
      gifts: {
        giftMessage: catalogue.giftOptions.giftMessage.sku,
        giftBox: catalogue.giftOptions.giftBox.sku,
      },
    },
    shopsAbroad(shops.shops, shop),
  );
  const redirects = loadRedirectTable(root, contentDir, shops, pages);
  return {
    shops,
    runtimeSettings,
    currency,
    redirects,
    catalogue,
    guides,
    servicePages,
    stores: loadStoreLocations(root, contentDir),
    cityNames: loadCityNames(root, contentDir),
    shipping,
  };
}

function recommendationKeys({ recommendations }: Merchandising): RuntimeSettings["recommendations"] {
  const keys: RuntimeSettings["recommendations"] = {};
  for (const { key, pageType } of recommendations) (keys[pageType] ??= []).push(key);
  return keys;
}
