import type { TrailingSlash } from "./language-path";

export type LanguageRedirectSettings = [
  languages: readonly string[],
  defaultLanguage: string,
  trailingSlash: TrailingSlash,
];

/** Stored language wins over detected (exact match, then primary subtag). Self-contained for `inlineFunction`
 * and small: every unprefixed page's inline script carries it, so the settings come unnamed. */
export function languageRedirect(
  here: Pick<Location, "pathname" | "search" | "hash">,
  stored: string | null,
  browserLanguages: readonly string[],
  languages: readonly string[],
  defaultLanguage: string,
  trailingSlash: TrailingSlash,
): string | null {
  const prefix = here.pathname.split("/")[1] || "";
  let language = stored;
  for (let subtags = 9; language === null && subtags > 0; subtags -= 8)
    for (const wanted of browserLanguages)
      for (const supported of languages)
        if (
          language === null &&
          `${supported.toLowerCase().split("-", subtags)}` === `${wanted.toLowerCase().split("-", subtags)}`
        )
          language = supported;
  const unrouted = prefix === defaultLanguage || !languages.includes(prefix);
  return unrouted &&
    !/^redirects$/i.test(prefix) &&
    language !== defaultLanguage &&
    languages.includes(language!)
    ? `/${language}${trailingSlash === "never" ? here.pathname.replace(/\/$/, "") : here.pathname}${here.search}${here.hash}`
    : null;
}
