import path from "node:path";
import type { ShopsFile } from "../shops/shops-schema";
import { expandTable } from "./expand";
import { readAllowedHostsSource, readLinkSources } from "./link-files";
import { allowedTargetHosts, parseAllowedHosts, parseRedirectTable, type LocatedEntry } from "./load-table";
import type { RedirectRule } from "./rule";

export interface RedirectTable {
  entries: LocatedEntry[];
  rules: RedirectRule[];
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
  const hostsSource = readAllowedHostsSource(root, dir);
  const allowList = hostsSource ? parseAllowedHosts(hostsSource) : [];
  const entries = parseRedirectTable(readLinkSources(root, dir), {
    shops,
    allowedHosts: allowedTargetHosts(shops, allowList),
    pages,
  });
  return { entries, rules: expandTable(entries, shops) };
}
