import path from "node:path";
import type { ShopsFile } from "../shops/shops-schema";
import { expandTable } from "./expand";
import { parseEdgeSettings, type EdgeSettings } from "./edge-settings";
import { readAllowedHostsSource, readEdgeSettingsSource, readLinkSources } from "./link-files";
import { allowedTargetHosts, parseAllowedHosts, parseRedirectTable, type LocatedEntry } from "./load-table";
import type { RedirectRule } from "./rule";

export interface RedirectTable {
  entries: LocatedEntry[];
  rules: RedirectRule[];
  allowedHosts: string[];
  pages: ReadonlySet<string>;
  edge: EdgeSettings;
}

export function loadRedirectTable(
  root: string,
  contentDir: string,
  shops: ShopsFile,
  pages: ReadonlySet<string>,
): RedirectTable {
  const dir = path.join(contentDir, "redirects");
  const edge = parseEdgeSettings(readEdgeSettingsSource(root, dir));
  const hostsSource = readAllowedHostsSource(root, dir);
  const allowList = hostsSource ? parseAllowedHosts(hostsSource) : [];
  const allowedHosts = allowedTargetHosts(shops, allowList);
  const entries = parseRedirectTable(readLinkSources(root, dir), { shops, allowedHosts, pages });
  return { entries, rules: expandTable(entries, shops), edge, allowedHosts: [...allowedHosts], pages };
}
