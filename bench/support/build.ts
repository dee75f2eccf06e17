import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { gatsbyBuild as buildSite, ROOT } from "../../scripts/gatsby-build";
import { FRESH_ENGINE_CATALOGUE } from "../../tests/support/fresh-engine-offers";

/** The floor of the storefront's build memory: a page with its plugins and browser packages, no content. */
export const BARE_PACKAGES_SITE = path.join(ROOT, "bench", "bare-packages-site");
/** The floor of a search results page: see its README. */
export const BARE_SEARCH_SITE = path.join(ROOT, "bench", "bare-search-site");
/** The floor of a tap before the code: see its README. */
const BARE_BUTTON_SITE = path.join(ROOT, "bench", "bare-button-site");

/**
 * Runs `gatsby build` in `cwd`; returns the wall time in seconds. The site's prices and stock are a
 * fresh engine's (no engine runs beside a benchmark), unless `env` names another catalogue.
 */
export const gatsbyBuild = (cwd: string, env: Record<string, string> = {}): number =>
  buildSite(cwd, { COMMERCE_CATALOGUE: FRESH_ENGINE_CATALOGUE, ...env });

/** The built bare page with one button (built here when missing): where to serve it from. */
export function bareButtonSite(): string {
  const built = path.join(BARE_BUTTON_SITE, "public");
  if (!existsSync(path.join(built, "index.html"))) gatsbyBuild(BARE_BUTTON_SITE);
  return built;
}

/** The raw and gzipped size of a built site's `app-*.js`, the bundle every page loads. */
export function appBundle(publicDir: string): { file: string; raw: number; gzip: number } {
  const file = readdirSync(publicDir).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`no app bundle in ${publicDir}`);
  const source = readFileSync(path.join(publicDir, file));
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
