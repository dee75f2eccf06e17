import { languageOfPath, localizedPath, type LanguageSettings, type TrailingSlash } from "./language-path";

export interface LanguageRedirectInput extends LanguageSettings {
  pathname: string;
  search: string;
  hash: string;
  /** The language stored in the browser, if any. */
  stored: string | null;
  /** The browser's preferred languages, most preferred first. */
  browserLanguages: readonly string[];
  trailingSlash: TrailingSlash;
}

export interface LanguageRedirect {
  /** The visitor's language: stored, else detected, else the page's. */
  language: string;
  /** Where to send the visitor, or null to stay. */
  target: string | null;
}

/** The supported language that best matches the browser: exact first, then by primary subtag. */
export function detectLanguage(
  browserLanguages: readonly string[],
  languages: readonly string[],
): string | undefined {
  const lower = (value: string) => value.toLowerCase();
  for (const wanted of browserLanguages) {
    const exact = languages.find((language) => lower(language) === lower(wanted));
    if (exact) return exact;
  }
  for (const wanted of browserLanguages) {
    const primary = lower(wanted).split("-")[0];
    const similar = languages.find((language) => lower(language).split("-")[0] === primary);
    if (similar) return similar;
  }
  return undefined;
}

/**
 * On an unrouted page (no language prefix), a visitor whose stored or detected language is not the
 * default goes to the prefixed page; search and hash are kept. A stored value that is not supported
 * falls back to the page language.
 */
export function languageRedirect(input: LanguageRedirectInput): LanguageRedirect {
  const { language: pageLanguage, routed } = languageOfPath(input.pathname, input);
  if (routed) return { language: pageLanguage, target: null };
  const candidate = input.stored ?? detectLanguage(input.browserLanguages, input.languages) ?? pageLanguage;
  const language = input.languages.includes(candidate) ? candidate : pageLanguage;
  if (language === input.defaultLanguage) return { language, target: null };
  const path = localizedPath(input.pathname, language, input, input.trailingSlash);
  return { language, target: `${path}${input.search}${input.hash}` };
}
