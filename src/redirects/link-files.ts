import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { EDGE_SETTINGS_FILE } from "./edge-settings";
import type { LinkSource, SourceFile } from "./load-table";

const ALLOWED_HOSTS_FILE = "allowed-hosts.yaml";
const SETTINGS_FILES = new Set([ALLOWED_HOSTS_FILE, EDGE_SETTINGS_FILE]);

const isYaml = (name: string): boolean => /\.ya?ml$/.test(name);

/** Also link files left directly in the folder (the rules ask to move them). */
export function readLinkSources(root: string, redirectsDir: string): LinkSource[] {
  const names = readdirSync(redirectsDir, { withFileTypes: true }).flatMap((item) => {
    if (item.isDirectory())
      return readdirSync(path.join(redirectsDir, item.name))
        .filter(isYaml)
        .map((name) => `${item.name}/${name}`);
    return isYaml(item.name) && !SETTINGS_FILES.has(item.name) ? [item.name] : [];
  });
  return names.sort().map((name) => ({ ...readSource(root, redirectsDir, name), name }));
}

export function readAllowedHostsSource(root: string, redirectsDir: string): SourceFile | undefined {
  return existsSync(path.join(redirectsDir, ALLOWED_HOSTS_FILE))
    ? readSource(root, redirectsDir, ALLOWED_HOSTS_FILE)
    : undefined;
}

export function readEdgeSettingsSource(root: string, redirectsDir: string): SourceFile | undefined {
  return existsSync(path.join(redirectsDir, EDGE_SETTINGS_FILE))
    ? readSource(root, redirectsDir, EDGE_SETTINGS_FILE)
    : undefined;
}

function readSource(root: string, redirectsDir: string, name: string): SourceFile {
  const absolute = path.join(redirectsDir, name);
  return { file: path.relative(root, absolute) || name, text: readFileSync(absolute, "utf8") };
}
