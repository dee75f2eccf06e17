import path from "node:path";
import { loadCatalogueContent } from "../catalogue/load-catalogue";
import { loadShops } from "../shops/load-shops";
import type { ShopsFile } from "../shops/shops-schema";
import { loadRedirectTable, type RedirectTable } from "../redirects/load-redirects";
import type { PageSources } from "../site/page-types";
import { loadShopPages } from "./shop-pages";

/** The campaign links with the content that makes the pages they lead to. */
export interface CampaignLinks extends PageSources {
  shops: ShopsFile;
  /** The links, with the pages the shops build (without language prefix) they were checked against. */
  redirects: RedirectTable;
}

/**
 * The campaign links, checked as the build checks them (the pages they point at included): what
 * `npm run redirects` reads, so that `lint` passes exactly when the build would. Pages are the
 * content's: no prices or stock are needed, nor the commerce engine.
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
