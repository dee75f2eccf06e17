import { detectLanguage } from "./language-redirect";

/**
 * Stands in for `browser-lang` in the site's bundles (see `src/site/gatsby-webpack.ts`): the i18n
 * plugin imports it for its language redirect, which is off here (ours runs before hydration,
 * `src/app/redirect-language.ts`), so the library need not ship on every page. Same
 * contract, should it ever run: the supported language the browser prefers, else the fallback.
 */
export default function browserLanguage({ languages, fallback }: { languages: string[]; fallback: string }) {
  return detectLanguage(navigator.languages ?? [navigator.language], languages) ?? fallback;
}
