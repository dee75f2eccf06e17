import { withRules } from "../content/content-rules";
import type { YamlPath } from "../content/parse-yaml";
import { isKnownCountry } from "../country/reference";
import { shopForCountry } from "../shops/select-shop";
import type { ShopsFile } from "../shops/shops-schema";
import { tableFileSchema } from "./table-schema";

/** What a table is checked against. */
export interface TableContext {
  shops: ShopsFile;
  /** Hosts that `url` overrides may point at (see allowedTargetHosts). */
  allowedHosts: ReadonlySet<string>;
  /** Every page (without language prefix) the shops build: targets must be among them. */
  pages: ReadonlySet<string>;
}

/** Where each slug of the table is first written (`file:line`), filled in as its files are read. */
export type SlugPlaces = Map<string, string>;

/**
 * The schema of one redirect file with the rules across its fields and the table's files: slugs are
 * used once in the whole table, targets are pages the shops have, shops and countries exist, and
 * overrides are consistent. `placeOf` names where a path of this file is written, for a slug used again.
 */
export function tableFileRules(
  { shops, allowedHosts, pages }: TableContext,
  slugs: SlugPlaces,
  placeOf: (path: YamlPath) => string,
) {
  const shopIds = new Set(shops.shops.map((shop) => shop.id));
  const builtOrigins = new Set(shops.shops.filter((shop) => !shop.external).map((shop) => shop.origin));
  const missingPage = (slug: string, page: string) =>
    `"${slug}" points at ${page}, a page the shops do not have`;

  return withRules(tableFileSchema, ({ redirects }, report) => {
    redirects.forEach((entry, index) => {
      const at = (...path: PropertyKey[]) => ["redirects", index, ...path];

      const earlier = slugs.get(entry.slug);
      if (earlier) report(at("slug"), `the slug "${entry.slug}" is already used at ${earlier}`);
      else slugs.set(entry.slug, placeOf(at()));

      if (!pages.has(entry.target)) report(at("target"), missingPage(entry.slug, entry.target));

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
        if (override.target && !pages.has(override.target))
          report(at("overrides", country, "target"), missingPage(entry.slug, override.target));
        if (override.url !== undefined) {
          const problem = urlProblem(override.url, allowedHosts);
          if (problem) report(at("overrides", country, "url"), problem);
          else {
            // An address on a shop built here must be one of its pages too.
            const url = new URL(override.url);
            if (builtOrigins.has(url.origin) && !pages.has(url.pathname))
              report(
                at("overrides", country, "url"),
                missingPage(entry.slug, `${url.origin}${url.pathname}`),
              );
          }
        }
      }
    });
  });
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
