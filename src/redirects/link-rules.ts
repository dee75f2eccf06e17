import { withRules } from "../content/content-rules";
import { isKnownCountry } from "../country/reference";
import { shopForCountry } from "../shops/select-shop";
import type { ShopsFile } from "../shops/shops-schema";
import { overridesByCountry } from "./overrides-by-country";
import { closestPages, type PageChoice } from "./page-search";
import { linkSchema } from "./table-schema";

/** What a table is checked against. */
export interface TableContext {
  shops: ShopsFile;
  /** Hosts that `url` overrides may point at (see allowedTargetHosts). */
  allowedHosts: ReadonlySet<string>;
  /** Every page (without language prefix) the shops build: targets must be among them. */
  pages: ReadonlySet<string>;
}

/** What one link is checked against: the table's context and the other links. */
export interface LinkCheckContext extends TableContext {
  /** Slugs of the other links and where each is written, like `content/redirects/social/x.yaml:1`. */
  otherSlugs: ReadonlyMap<string, string>;
  /** The file under content/redirects/, like `social/qr-x.yaml`: it must be `<group>/<slug>.yaml`. */
  fileName?: string;
}

const choicesOf = new WeakMap<ReadonlySet<string>, PageChoice[]>();

/** What the build says of a page the shops do not have (`path`, shown as `page`), with the closest ones. */
export function missingPageMessage(
  slug: string,
  page: string,
  pages: ReadonlySet<string>,
  path = page,
): string {
  let choices = choicesOf.get(pages);
  if (!choices) choicesOf.set(pages, (choices = [...pages].map((path) => ({ path, title: path }))));
  const closest = closestPages(path, choices).map((choice) => choice.path);
  const suggested = closest.length > 0 ? `: did you mean ${closest.join(" or ")}?` : "";
  return `"${slug}" points at ${page}, a page the shops do not have${suggested}`;
}

/**
 * The schema of one link file with the rules across its fields and the table: slugs are used once in
 * the whole table and name their file, targets are pages the shops have, shops and countries exist, and
 * overrides are consistent. `otherSlugs` and `fileName` are read when a file is checked, so a loader
 * can make the schema once and point the context at each file in turn.
 */
export function linkRules(context: LinkCheckContext) {
  const { shops, allowedHosts, pages } = context;
  const shopIds = new Set(shops.shops.map((shop) => shop.id));
  const builtOrigins = new Set(shops.shops.filter((shop) => !shop.external).map((shop) => shop.origin));
  const missingPage = (slug: string, page: string, path = page) =>
    missingPageMessage(slug, page, pages, path);

  return withRules(linkSchema, (entry, report) => {
    const { fileName } = context;
    if (fileName !== undefined) {
      const folders = fileName.split("/").slice(0, -1);
      if (folders.length === 0)
        report(
          [],
          "a link file goes in one of the group folders of content/redirects/, like social/: move it into the folder where it belongs",
        );
      if (fileName.split("/").at(-1) !== `${entry.slug}.yaml`)
        report(["slug"], `the file name must be the slug: rename the file to ${entry.slug}.yaml`);
    }

    const earlier = context.otherSlugs.get(entry.slug);
    if (earlier) report(["slug"], `the slug "${entry.slug}" is already used at ${earlier}`);

    if (!pages.has(entry.target)) report(["target"], missingPage(entry.slug, entry.target));
    if (entry.retired !== undefined && !pages.has(entry.retired))
      report(["retired"], missingPage(entry.slug, entry.retired));

    if (!shopIds.has(entry.fallback)) {
      report(["fallback"], `"${entry.fallback}" is not a shop (shops: ${[...shopIds].join(", ")})`);
    }

    const overrides = overridesByCountry(entry);
    const listed = new Set<string>();
    entry.countries.forEach((country, i) => {
      const override = overrides.get(country);
      if (!isKnownCountry(country)) report(["countries", i], `"${country}" is not a known country code`);
      else if (listed.has(country)) report(["countries", i], `country "${country}" is listed twice`);
      else if (!shopForCountry(shops, country) && !override?.url && !override?.shop) {
        report(["countries", i], `no shop sells to "${country}": add an override with a shop or a url`);
      }
      listed.add(country);
    });

    const overridden = new Set<string>();
    entry.overrides?.forEach((override, i) => {
      const { country } = override;
      const where = ["overrides", i];
      if (overridden.has(country)) report(where, `"${country}" has two overrides: keep one`);
      overridden.add(country);
      if (!listed.has(country))
        report(where, `"${country}" has an override but is not in the countries list`);
      if (override.target && override.url)
        report(where, `give "${country}" either a target page or a url, not both`);
      if (override.shop && override.url) report(where, `give "${country}" either a shop or a url, not both`);
      if (override.tracking && override.noTracking)
        report(where, `give "${country}" either tracking or noTracking, not both`);
      if (override.shop && !shopIds.has(override.shop))
        report([...where, "shop"], `"${override.shop}" is not a shop`);
      if (override.target && !pages.has(override.target))
        report([...where, "target"], missingPage(entry.slug, override.target));
      if (override.url !== undefined) {
        const problem = urlProblem(override.url, allowedHosts);
        if (problem) report([...where, "url"], problem);
        else {
          // An address on a shop built here must be one of its pages too.
          const url = new URL(override.url);
          if (builtOrigins.has(url.origin) && !pages.has(url.pathname))
            report([...where, "url"], missingPage(entry.slug, `${url.origin}${url.pathname}`, url.pathname));
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
