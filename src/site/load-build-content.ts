import path from "node:path";
import { loadRedirectTable, type RedirectTable } from "../redirects/load-redirects";
import { selectMarket } from "../markets/select-market";
import type { ShopsFile } from "../markets/shops-schema";
import { loadShops } from "../markets/load-shops";
import { buildSiteData, type SiteData } from "./site-data";

export interface BuildContent {
  shops: ShopsFile;
  siteData: SiteData;
  redirects: RedirectTable;
}

/** Everything the build reads from `content/`, validated: it throws before anything is written. */
export function loadBuildContent(root: string, env: NodeJS.ProcessEnv): BuildContent {
  const shops = loadShops(root);
  const siteData = buildSiteData(selectMarket(shops, env.SHOP), {
    siteUrl: env.SITE_URL,
    environment: env.ENVIRONMENT,
  });
  const redirects = loadRedirectTable(root, path.join(root, "content"), shops);
  return { shops, siteData, redirects };
}
