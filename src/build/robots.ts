import type { RuntimeSettings } from "../runtime-settings/runtime-settings";
/** Campaign short links only send visitors on; they are not prefixed by language. */
const CAMPAIGN_LINKS = "/redirects/";

/**
 * The shop's `robots.txt`: crawlers keep out of the shopper's pages in every language (the default
 * language's at the root, the others under their prefix) and of the campaign links, and find the sitemap.
 */
export function robotsTxt(
  {
    siteUrl,
    languages,
    defaultLanguage,
  }: Pick<RuntimeSettings["shop"], "siteUrl" | "languages" | "defaultLanguage">,
  privatePaths: readonly string[],
): string {
  const prefixes = ["", ...languages.filter((language) => language !== defaultLanguage).map((l) => `/${l}`)];
  const disallowed = [
    ...prefixes.flatMap((prefix) => privatePaths.map((page) => prefix + page)),
    CAMPAIGN_LINKS,
  ];
  return [
    "User-agent: *",
    ...disallowed.map((page) => `Disallow: ${page}`),
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n");
}
