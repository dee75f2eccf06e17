import { languageRedirect } from "../i18n/language-redirect";
import type { LanguageSettings } from "../i18n/language-path";
import { stepToLanguage } from "../i18n/language-step";
import { LANGUAGE_KEY } from "../i18n/stored-language";
import { TRAILING_SLASH } from "../i18n/trailing-slash";
import { startPage } from "../performance/page-scripts";
import { inlineFunction } from "../redirects/inline-script";

/**
 * The inline steps at the top of every page's head, built once, in Node: the minifier stays out of the
 * bundles, and every page of a kind carries the same bytes (one hash in the Content Security Policy).
 */

/** What starts a page: its held scripts after its first paint, and the taps before its code (see `startPage`). */
const startScripts = () =>
  inlineFunction(startPage, [
    "addEventListener",
    "clearInterval",
    "document",
    "Object",
    "PerformanceObserver",
    "self",
    "setInterval",
    "setTimeout",
  ]);

/** The step of a page with a language prefix: its scripts start after its first paint. */
export const pageScriptsStep = (): string => `${startScripts()}()`;

/**
 * The step of every unprefixed page: `stepToLanguage` with `languageRedirect`, the script starter
 * and the site's languages, all minified. A visitor who stays starts the page's scripts as above.
 */
export function languageStep({ languages, defaultLanguage }: LanguageSettings): string {
  const step = inlineFunction(stepToLanguage, ["document", "localStorage", "location", "navigator"]);
  const args = [LANGUAGE_KEY, languages, defaultLanguage, TRAILING_SLASH].map((value) =>
    JSON.stringify(value),
  );
  return `${step}(${[inlineFunction(languageRedirect, []), startScripts(), ...args].join(",")})`;
}
