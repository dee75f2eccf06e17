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
  /** From how many links the edge function answers them (content/redirects/edge-function.yaml). */
  edge: EdgeSettings;
}

/**
 * Reads `<contentDir>/redirects/<group>/<slug>.yaml` (file names relative to the project root in
 * messages) and checks it against the shops and the pages they build (`pages`, without language prefix).
 */
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
  const entries = parseRedirectTable(readLinkSources(root, dir), {
    shops,
    allowedHosts: allowedTargetHosts(shops, allowList),
    pages,
  });
  return { entries, rules: expandTable(entries, shops), edge };
}
