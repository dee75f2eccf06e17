import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseShops } from "../markets/parse-shops";
import { selectMarket } from "../markets/select-market";
import type { ShopsFile } from "../markets/shops-schema";
import { buildSiteData, type SiteData } from "./site-data";

/** Reads `content/shops.yaml` and the languages in `locales/`, from the project root. */
export function loadShops(root: string): ShopsFile {
  const file = path.join("content", "shops.yaml");
  const languages = readdirSync(path.join(root, "locales"));
  return parseShops(file, readFileSync(path.join(root, file), "utf8"), languages);
}

/** The build-time site data for `SHOP`, read from the project's content. */
export function loadSiteData(root: string, env: NodeJS.ProcessEnv): SiteData {
  const shop = selectMarket(loadShops(root), env.SHOP);
  return buildSiteData(shop, { siteUrl: env.SITE_URL, environment: env.ENVIRONMENT });
}
