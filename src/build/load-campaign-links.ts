import path from "node:path";
import { loadCatalogueContent } from "../catalogue/load-catalogue";
import { loadShops } from "../shops/load-shops";
import type { ShopsFile } from "../shops/shops-schema";
import { loadRedirectTable, type RedirectTable } from "../redirects/load-redirects";
import type { PageSources } from "../site/page-types";
import { loadShopPages } from "./shop-pages";

export interface CampaignLinks extends PageSources {
  shops: ShopsFile;
  redirects: RedirectTable;
}

/**
 * What `npm run redirects` reads, so `lint` passes exactly when the build would; no prices or engine needed.
 */
export function loadCampaignLinks(root: string, contentDir = path.join(root, "content")): CampaignLinks {
  const shops = loadShops(root, contentDir);
  const catalogue = loadCatalogueContent(root, contentDir);
  const { guides, servicePages, pages } = loadShopPages(root, contentDir, catalogue);
  return {
    shops,
    catalogue,
    guides,
    servicePages,
    redirects: loadRedirectTable(root, contentDir, shops, pages),
  };
}
