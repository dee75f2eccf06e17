import { ContentError, type ContentProblem } from "../content/content-error";
import { parseYaml } from "../content/parse-yaml";
import { isKnownCountry } from "../country/reference";
import { shopForCountry } from "../markets/select-market";
import type { ShopsFile } from "../markets/shops-schema";
import { allowedHostsSchema, tableFileSchema, type RedirectEntry } from "./table-schema";

export interface SourceFile {
  file: string;
  text: string;
}

/** An entry and where it is written, so that later checks can point at it. */
export interface LocatedEntry extends RedirectEntry {
  file: string;
  line: number;
}

/** Hosts that redirect targets may point at: every shop's origin plus the allow-list. */
export function allowedTargetHosts(shops: ShopsFile, allowList: readonly string[]): Set<string> {
  return new Set([...shops.shops.map((shop) => new URL(shop.origin).host), ...allowList]);
}

export function parseAllowedHosts({ file, text }: SourceFile): string[] {
  const parsed = parseYaml(file, text, allowedHostsSchema);
  if (!parsed.ok) throw new ContentError(parsed.problems);
  return parsed.value.allowedHosts;
}

/**
 * Reads every redirect file and checks the table as a whole. All problems of all files are reported
 * together, each at its line; nothing is returned unless the whole table is valid.
 */
export function parseRedirectTable(
  sources: readonly SourceFile[],
  shops: ShopsFile,
  allowedHosts: ReadonlySet<string>,
): LocatedEntry[] {
  const problems: ContentProblem[] = [];
  const entries: LocatedEntry[] = [];
  const firstSeen = new Map<string, string>();
  const shopIds = new Set(shops.shops.map((shop) => shop.id));

  for (const { file, text } of sources) {
    const parsed = parseYaml(file, text, tableFileSchema);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    parsed.value.redirects.forEach((entry, index) => {
      const at = (...path: PropertyKey[]) => parsed.lineOf(["redirects", index, ...path]);
      const report = (line: number, message: string) => problems.push({ file, line, message });
      const line = at();

      const earlier = firstSeen.get(entry.slug);
      if (earlier) report(at("slug"), `the slug "${entry.slug}" is already used at ${earlier}`);
      else firstSeen.set(entry.slug, `${file}:${line}`);

      if (!shopIds.has(entry.fallback)) {
        report(at("fallback"), `"${entry.fallback}" is not a shop (shops: ${[...shopIds].join(", ")})`);
      }

      const listed = new Set<string>();
      entry.countries.forEach((country, i) => {
        if (!isKnownCountry(country)) report(at("countries", i), `"${country}" is not a known country code`);
        else if (listed.has(country)) report(at("countries", i), `country "${country}" is listed twice`);
        else if (
          !shopForCountry(shops, country) &&
          !entry.overrides?.[country]?.url &&
          !entry.overrides?.[country]?.shop
        ) {
          report(at("countries", i), `no shop sells to "${country}": add an override with a shop or a url`);
        }
        listed.add(country);
      });

      for (const [country, override] of Object.entries(entry.overrides ?? {})) {
        const where = at("overrides", country);
        if (!listed.has(country))
          report(where, `"${country}" has an override but is not in the countries list`);
        if (override.target && override.url)
          report(where, `give "${country}" either a target page or a url, not both`);
        if (override.shop && override.url)
          report(where, `give "${country}" either a shop or a url, not both`);
        if (override.shop && !shopIds.has(override.shop))
          report(at("overrides", country, "shop"), `"${override.shop}" is not a shop`);
        if (override.url !== undefined) {
          const problem = urlProblem(override.url, allowedHosts);
          if (problem) report(at("overrides", country, "url"), problem);
        }
      }
      entries.push({ ...entry, file, line });
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

/** A redirect may only leave for https addresses on the brand's own hosts or the allow-list. */
function urlProblem(url: string, allowedHosts: ReadonlySet<string>): string | undefined {
  if (!URL.canParse(url)) return `"${url}" is not a web address`;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:") return `"${url}" must start with https://`;
  if (parsed.username || parsed.password) return `"${url}" must not contain a user name or password`;
  if (!allowedHosts.has(parsed.host)) {
    return `"${parsed.host}" is not a shop host nor on the allow-list in content/redirects/allowed-hosts.yaml`;
  }
  return undefined;
}
