import type { TrailingSlash } from "./language-path";

/** The site's languages, its default language and its trailing-slash setting, as `languageRedirect` takes them. */
export type LanguageRedirectSettings = [
  languages: readonly string[],
  defaultLanguage: string,
  trailingSlash: TrailingSlash,
];

/**
 * Where a visitor goes from a page, or null to stay. On an unrouted page (no language prefix), a
 * visitor whose stored or detected language is not the default goes to the prefixed page, search and
 * hash kept. The stored language wins; one that is not supported falls back to the page language.
 * Detection takes an exact match anywhere in the browser's languages first, then a match of the
 * primary subtag, in the browser's order. Campaign paths (`/redirects/…`) belong to their stubs.
 *
 * Self-contained, as `inlineFunction` requires, and written for few bytes (the settings come one by
 * one, without names): the inline step at the top of every unprefixed page carries this very function
 * (see `stepToLanguage`).
 */
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
  // Compared whole (up to 9 subtags), then by the primary subtag alone.
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
