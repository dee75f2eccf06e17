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
  /** The hosts a link may send visitors to: the shops' and `allowed-hosts.yaml`'s. */
  allowedHosts: string[];
  /** The pages the shops build (without language prefix), which the links' targets were checked against. */
  pages: ReadonlySet<string>;
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
  const allowedHosts = allowedTargetHosts(shops, allowList);
  const entries = parseRedirectTable(readLinkSources(root, dir), { shops, allowedHosts, pages });
  return { entries, rules: expandTable(entries, shops), edge, allowedHosts: [...allowedHosts], pages };
}
