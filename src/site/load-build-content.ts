import { shopsAbroad } from "../shops/own-shop";
import path from "node:path";
import { type Catalogue, CURRENCIES, type Currency } from "../catalogue/schema";
import { catalogueSource } from "../commerce/commerce";
import { commerceUrl } from "../commerce/platform";
import { loadShipping, shippingPrices, type ShippingFile } from "../checkout/load-shipping";
import type { Guide } from "../guides/schema";
import type { ServicePage } from "../guides/service-pages";
import { loadShops } from "../shops/load-shops";
import { loadNotices } from "../shops/notices";
import { selectShop } from "../shops/select-shop";
import type { ShopsFile } from "../shops/shops-schema";
import { loadRedirectTable, type RedirectTable } from "../redirects/load-redirects";
import type { CityNames } from "../stores/city-index";
import { loadCityNames } from "../stores/load-city-names";
import { loadStores } from "../stores/load-stores";
import type { PhysicalStore } from "../stores/schema";
import { loadMerchandising, type Merchandising } from "../search/merchandising/load-merchandising";
import { buildSiteData, type SiteData } from "./site-data";
import { loadMainMenu } from "../shops/main-menu";
import { loadSitePages } from "./site-pages";

export interface BuildContent {
  shops: ShopsFile;
  siteData: SiteData;
  currency: Currency;
  redirects: RedirectTable;
  catalogue: Catalogue;
  guides: Guide[];
  /** Customer service, terms, privacy and the other pages a shop must have. */
  servicePages: ServicePage[];
  stores: PhysicalStore[];
  /** More names for the store finder's cities (`content/city-names.yaml`). */
  cityNames: { file: string; cities: CityNames[] };
  shipping: ShippingFile;
}

/** Where content is read from: `content/`, or `CONTENT_DIR`, which benchmarks use for generated content. */
export const contentDirOf = (root: string, env: NodeJS.ProcessEnv): string =>
  env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : path.join(root, "content");

/**
 * Everything the build reads from `content/` (or `CONTENT_DIR`, which benchmarks use for generated
 * content), validated: it throws before anything is written.
 */
export function loadBuildContent(root: string, env: NodeJS.ProcessEnv): BuildContent {
  const contentDir = contentDirOf(root, env);
  const shops = loadShops(root, contentDir);
  const shop = selectShop(shops, env.SHOP);
  const currency = CURRENCIES.find((candidate) => candidate === shop.currency);
  if (!currency)
    throw new Error(`The catalogue has no prices in ${shop.currency}, the currency of shop "${shop.id}"`);
  const catalogue = catalogueSource.read(root, contentDir, env);
  const { guides, servicePages, pages } = loadSitePages(root, contentDir, catalogue);
  const merchandising = loadMerchandising(root, contentDir, catalogue, guides, pages);
  const shipping = loadShipping(root, contentDir);
  const siteData = buildSiteData(
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
    siteData,
    currency,
    redirects,
    catalogue,
    guides,
    servicePages,
    stores: loadStores(root, contentDir),
    cityNames: loadCityNames(root, contentDir),
    shipping,
  };
}

/** The keys of the recommendations each page type shows. */
function recommendationKeys({ recommendations }: Merchandising): SiteData["recommendations"] {
  const keys: SiteData["recommendations"] = {};
  for (const { key, pageType } of recommendations) (keys[pageType] ??= []).push(key);
  return keys;
}
