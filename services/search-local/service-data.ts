import path from "node:path";
import { catalogueSource } from "../../src/commerce/commerce";
import { loadShops } from "../../src/shops/load-shops";
import { loadMerchandising, type Merchandising } from "../../src/search/merchandising/load-merchandising";
import { loadShopPages } from "../../src/build/shop-pages";
import { buildShopIndexes, type ShopIndex } from "./shop-index";

export interface SearchServiceData {
  shops: ReadonlyMap<string, ShopIndex>;
  merchandising: Merchandising;
  pages: ReadonlySet<string>;
}

/** Each checked; prices and stock from the commerce engine's catalogue (`env` says where it is). */
export function loadSearchServiceData(root: string, env: NodeJS.ProcessEnv = process.env): SearchServiceData {
  const contentDir = path.join(root, "content");
  const catalogue = catalogueSource.read(root, contentDir, env);
  const { guides, servicePages, pages } = loadShopPages(root, contentDir, catalogue);
  const merchandising = loadMerchandising(root, contentDir, catalogue, guides, pages);
  return {
    shops: buildShopIndexes(
      loadShops(root, contentDir),
      catalogue,
      guides,
      merchandising.synonyms,
      servicePages,
    ),
    merchandising,
    pages,
  };
}
