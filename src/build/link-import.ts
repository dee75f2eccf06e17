import path from "node:path";
import { loadCatalogueContent } from "../catalogue/load-catalogue";
import { linksCsv, parseLinksCsv } from "../redirects/link-csv";
import { readAllowedHostsSource, readLinkSources } from "../redirects/link-files";
import { allowedTargetHosts, parseAllowedHosts } from "../redirects/load-table";
import { planImport, type ImportPlan } from "../redirects/plan-import";
import { loadShops } from "../shops/load-shops";
import { loadCampaignLinks } from "./load-campaign-links";
import { loadShopPages } from "./shop-pages";

/** The plan `redirects import` and the studio's bulk import both make. */
export function planLinkImport(
  root: string,
  contentDir: string,
  text: string,
  options: Pick<Parameters<typeof planImport>[3], "confirmedMoves" | "groups"> = {},
): ImportPlan {
  const redirectsDir = path.join(contentDir, "redirects");
  const shops = loadShops(root, contentDir);
  const { pages } = loadShopPages(root, contentDir, loadCatalogueContent(root, contentDir));
  const hosts = readAllowedHostsSource(root, redirectsDir);
  const allowedHosts = allowedTargetHosts(shops, hosts ? parseAllowedHosts(hosts) : []);
  const { links, problems: csvProblems } = parseLinksCsv(text);
  const fileOf = (name: string) => path.relative(root, path.join(redirectsDir, name));
  return planImport(
    readLinkSources(root, redirectsDir),
    links,
    { shops, pages, allowedHosts },
    { ...options, fileOf, csvProblems },
  );
}

export function exportLinksCsv(root: string, contentDir: string): string {
  const { entries } = loadCampaignLinks(root, contentDir).redirects;
  return linksCsv(
    entries.map(({ file, line: _line, ...entry }) => ({ group: path.basename(path.dirname(file)), entry })),
  );
}
