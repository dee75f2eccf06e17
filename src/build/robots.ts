import type { RuntimeSettings } from "../runtime-settings/runtime-settings";
const CAMPAIGN_LINKS = "/redirects/";

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
