import { languageRedirect } from "../i18n/language-redirect";
import type { LanguageSettings } from "../i18n/language-path";
import { HELD_SCRIPTS_ID, stepToLanguage } from "../i18n/language-step";
import { LANGUAGE_KEY } from "../i18n/stored-language";
import { TRAILING_SLASH } from "../i18n/trailing-slash";
import { inlineFunction } from "../redirects/inline-script";

/**
 * The text of the inline step at the top of every unprefixed page: `stepToLanguage` called with
 * `languageRedirect` and the site's languages, both minified. Built once, in Node: the minifier stays
 * out of the bundles, and every page carries the same bytes (one hash in the Content Security Policy).
 */
export function languageStep({ languages, defaultLanguage }: LanguageSettings): string {
  const step = inlineFunction(stepToLanguage, [
    "addEventListener",
    "document",
    "localStorage",
    "location",
    "navigator",
  ]);
  const args = [LANGUAGE_KEY, HELD_SCRIPTS_ID, languages, defaultLanguage, TRAILING_SLASH].map((value) =>
    JSON.stringify(value),
  );
  return `${step}(${[inlineFunction(languageRedirect, []), ...args].join(",")})`;
}
