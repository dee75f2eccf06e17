import path from "node:path";
import { catalogueSource } from "../../src/commerce/commerce";
import { loadShops } from "../../src/shops/load-shops";
import { loadMerchandising, type Merchandising } from "../../src/search/merchandising/load-merchandising";
import { loadShopPages } from "../../src/build/shop-pages";
import { buildShopIndexes, type ShopIndex } from "./shop-index";

/** What the service answers from: an index per API key and the merchandising settings. */
export interface SearchServiceData {
  shops: ReadonlyMap<string, ShopIndex>;
  merchandising: Merchandising;
  /** Every page path of the shops, without language prefix (`/customer-service/`). */
  pages: ReadonlySet<string>;
}

/**
 * Reads `content/` under `root`: shops, catalogue, guides and search merchandising (synonyms too), each
 * checked, with the prices and stock the commerce engine's catalogue has (`env` says where it is).
 */
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
