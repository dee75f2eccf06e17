import { REDIRECT_PREFIX } from "./rule";
import type { EdgeTable } from "./edge-table";

/** `/redirects/<slug>` with or without its final slash, in any letter case; nothing deeper. */
const CAMPAIGN_PATH = new RegExp(`^${REDIRECT_PREFIX}([^/]+)/?$`, "i");

/**
 * Where the edge sends a request for a campaign link: the address the link's stub and `resolve` give a
 * visitor of `countryCode` (the CDN's, any case; one it does not know gets the fallback), with the
 * request's other query parameters passed on unless the target has them. Undefined where the edge has
 * nothing to say: a path that is no campaign link, and a request with `?country=`, which the stub
 * answers (the visitor chose the country).
 */
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
