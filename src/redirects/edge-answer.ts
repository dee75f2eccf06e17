import { REDIRECT_PREFIX } from "./rule";
import type { EdgeTable } from "./edge-table";

const CAMPAIGN_PATH = new RegExp(`^${REDIRECT_PREFIX}([^/]+)/?$`, "i");

/** Undefined for non-campaign paths and for `?country=`, which the stub answers (the visitor chose). */
export function edgeAnswer(table: EdgeTable, url: URL, countryCode: string | undefined): string | undefined {
  const slug = CAMPAIGN_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  // Own keys only: a slug like "constructor" is no link.
  if (!slug || !Object.hasOwn(table.links, slug) || url.searchParams.has("country")) return undefined;
  const link = table.links[slug]!;
  const country = /^[a-z]{2}$/i.test(countryCode ?? "") ? countryCode!.toLowerCase() : "";
  const index = Object.hasOwn(link.countries, country) ? link.countries[country]! : link.fallback;
  const target = new URL(table.destinations[index]!);
  url.searchParams.forEach((value, name) => {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  });
  return target.href;
}
