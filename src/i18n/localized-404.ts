/**
 * gatsby-plugin-react-i18next gives a localized 404 page the match path `/<lng>/<lng>/*` (it prefixes
 * the language twice). The page must catch `/<lng>/*`, so that unknown English paths get the English
 * 404 page.
 */
export function fixLocalized404MatchPath(path: string, matchPath: string | undefined): string | undefined {
  const doubled = matchPath?.match(/^\/([^/]+)\/\1\/\*$/);
  if (!doubled || !/\/404\/?$/.test(path)) return matchPath;
  return `/${doubled[1]}/*`;
}
