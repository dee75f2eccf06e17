import { languageRedirect } from "../i18n/language-redirect";

/**
 * Stands in for `browser-lang` in the site's bundles (see `gatsby-bundle.ts`): the i18n
 * plugin imports it for its language redirect, which is off here (ours is the inline step of every
 * unprefixed page, `src/i18n/language-step.ts`), so the library need not ship on every page. Same
 * contract, should it ever run: the supported language the browser prefers, else the fallback; read
 * off the site's own rule, as where it would send a browser from `/`, nothing stored.
 */
export default function browserLanguage({ languages, fallback }: { languages: string[]; fallback: string }) {
  const home = { pathname: "/", search: "", hash: "" };
  const browserLanguages = navigator.languages ?? [navigator.language];
  const target = languageRedirect(home, null, browserLanguages, languages, fallback, "never");
  return target ? target.slice(1) : fallback;
}
