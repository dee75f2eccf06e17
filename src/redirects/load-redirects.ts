import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ShopsFile } from "../shops/shops-schema";
import { expandTable } from "./expand";
import {
  allowedTargetHosts,
  parseAllowedHosts,
  parseRedirectTable,
  type LocatedEntry,
  type SourceFile,
} from "./load-table";
import type { RedirectRule } from "./rule";

const ALLOWED_HOSTS_FILE = "allowed-hosts.yaml";

export interface RedirectTable {
  entries: LocatedEntry[];
  rules: RedirectRule[];
}

/**
 * Reads `<contentDir>/redirects/*.yaml` (file names relative to the project root in messages) and checks
 * it against the shops and the pages they build (`pages`, without language prefix).
 */
export function loadRedirectTable(
  root: string,
  contentDir: string,
  shops: ShopsFile,
  pages: ReadonlySet<string>,
): RedirectTable {
  const dir = path.join(contentDir, "redirects");
  const read = (name: string): SourceFile => ({
    file: path.relative(root, path.join(dir, name)) || name,
    text: readFileSync(path.join(dir, name), "utf8"),
  });
  const names = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  const allowList = existsSync(path.join(dir, ALLOWED_HOSTS_FILE))
    ? parseAllowedHosts(read(ALLOWED_HOSTS_FILE))
    : [];
  const sources = names.filter((name) => name !== ALLOWED_HOSTS_FILE).map(read);
  const entries = parseRedirectTable(sources, {
    shops,
    allowedHosts: allowedTargetHosts(shops, allowList),
    pages,
  });
  return { entries, rules: expandTable(entries, shops) };
}
