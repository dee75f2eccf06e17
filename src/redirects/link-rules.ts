import { withRules } from "../content/content-rules";
import { isKnownCountry } from "../country/reference";
import { shopForCountry } from "../shops/select-shop";
import type { ShopsFile } from "../shops/shops-schema";
import { readFallback } from "./fallback";
import { countryName, fieldLabel, missingPage, unknownCountry, unknownShop } from "./link-messages";
import { overridesByCountry } from "./overrides-by-country";
import { linkSchema } from "./table-schema";

export interface TableContext {
  shops: ShopsFile;
  allowedHosts: ReadonlySet<string>;
  pages: ReadonlySet<string>;
}

export interface LinkCheckContext extends TableContext {
  otherSlugs: ReadonlyMap<string, string>;
  fileName?: string;
}

/** `otherSlugs` and `fileName` are read per file, so a loader can make the schema once for the table. */
export function linkRules(context: LinkCheckContext) {
  const { shops, allowedHosts, pages } = context;
  const shopIds = new Set(shops.shops.map((shop) => shop.id));
  const builtOrigins = new Set(shops.shops.filter((shop) => !shop.external).map((shop) => shop.origin));

  return withRules(linkSchema, (entry, report) => {
    const { fileName } = context;
    // Every problem names its field as the form does (see link-messages.ts).
    const at = (path: (string | number)[], message: string) =>
      report(path, `${fieldLabel(path, entry)}: ${message}`);
    if (fileName !== undefined) {
      const folders = fileName.split("/").slice(0, -1);
      if (folders.length === 0)
        report([], "this link is in no group: move its file into a group's folder, like social/");
      const saved = fileName.split("/").at(-1) ?? "";
      if (saved !== `${entry.slug}.yaml`)
        at(
          ["slug"],
          saved.replace(/\.yaml$/, "") === saved
            ? `the link's file must be named ${entry.slug}.yaml`
            : `this link was saved as ${saved.replace(/\.yaml$/, "")}, and a saved short link cannot change, as it may be printed: put it back, or make a new link`,
        );
    }

    const earlier = context.otherSlugs.get(entry.slug);
    if (earlier) at(["slug"], `${entry.slug} is already taken by another link (${earlier}): pick another`);

    if (!pages.has(entry.target)) at(["target"], missingPage(entry.target, pages));
    if (entry.retired !== undefined && !pages.has(entry.retired))
      at(["retired"], missingPage(entry.retired, pages));

    const fallback = readFallback(entry.fallback).shop;
    if (!shopIds.has(fallback)) at(["fallback"], unknownShop(fallback, shops));

    const overrides = overridesByCountry(entry);
    const listed = new Set<string>();
    entry.countries.forEach((country, i) => {
      const override = overrides.get(country);
      if (!isKnownCountry(country)) at(["countries", i], unknownCountry(country, shops));
      else if (listed.has(country)) at(["countries", i], `${countryName(country)} is listed twice`);
      else if (!shopForCountry(shops, country) && !override?.url && !override?.shop) {
        at(
          ["countries", i],
          `no shop sells to ${countryName(country)}: give it an exception with a Shop or an Address, or take it off`,
        );
      }
      listed.add(country);
    });

    const overridden = new Set<string>();
    entry.overrides?.forEach((override, i) => {
      const { country } = override;
      const where = ["overrides", i];
      const field = (name: string) => [...where, name];
      if (overridden.has(country)) at(where, "there is another exception for it above: keep one");
      overridden.add(country);
      if (!listed.has(country)) at(where, "it is not in Countries: add it there first");
      if (override.target && override.url) at(where, "give it a Page or an Address, not both");
      if (override.shop && override.url) at(where, "give it a Shop or an Address, not both");
      if (override.tracking && override.noTracking) at(where, "give it Tracking or No tracking, not both");
      if (override.shop && !shopIds.has(override.shop)) at(field("shop"), unknownShop(override.shop, shops));
      if (override.target && !pages.has(override.target))
        at(field("target"), missingPage(override.target, pages));
      if (override.url !== undefined) {
        const problem = urlProblem(override.url, allowedHosts);
        if (problem) at(field("url"), problem);
        else {
          // An address on a shop built here must be one of its pages too.
          const url = new URL(override.url);
          if (builtOrigins.has(url.origin) && !pages.has(url.pathname))
            at(field("url"), missingPage(url.pathname, pages));
        }
      }
    });
  });
}

function urlProblem(url: string, allowedHosts: ReadonlySet<string>): string | undefined {
  if (!URL.canParse(url)) return `"${url}" is not a web address`;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:") return `"${url}" must start with https://`;
  if (parsed.username || parsed.password) return `"${url}" must not contain a user name or password`;
  if (!allowedHosts.has(parsed.host)) {
    return `links may not leave for ${parsed.host}: it is no shop's, nor one of the sites links may go to (a developer can add it)`;
  }
  return undefined;
}
