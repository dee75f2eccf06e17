import { languageRedirect } from "../i18n/language-redirect";
import type { LanguageSettings } from "../i18n/language-path";
import { LANGUAGE_KEY } from "../i18n/stored-language";
import { TRAILING_SLASH } from "../i18n/trailing-slash";
import { earlySearchBody, startEarlySearch, type EarlySearchFunctions } from "../search/early-search";
import { sendToCanonicalSpelling } from "./canonical-spelling";
import { inlineFunction } from "./inline-function";
import { leaveForLanguage } from "./language-script";
import { makeRouterSafe } from "./router-safe-path";
import { startPage } from "./start-page";

/**
 * The inline head scripts, built once, in Node: the minifier stays out of the bundles, and every page
 * of a kind carries the same bytes (one hash in the Content Security Policy).
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

/** The script of a page with a language prefix: its held scripts start after its first paint. */
export const startPageScript = (): string => `${startScripts()}()`;

/**
 * The script of every unprefixed page: `leaveForLanguage` with `languageRedirect`, the script starter
 * and the site's languages, all minified. A visitor who stays starts the page's scripts as above.
 */
export function languageScript({ languages, defaultLanguage }: LanguageSettings): string {
  const leave = inlineFunction(leaveForLanguage, ["document", "localStorage", "location", "navigator"]);
  const args = [LANGUAGE_KEY, languages, defaultLanguage, TRAILING_SLASH].map((value) =>
    JSON.stringify(value),
  );
  return `${leave}(${[inlineFunction(languageRedirect, []), startScripts(), ...args].join(",")})`;
}

/** The 404 page's scripts, before its language script: links in other spellings, then unsafe paths. */
export const notFoundScripts = (): string[] => [
  `${inlineFunction(sendToCanonicalSpelling, [])}(location)`,
  `${inlineFunction(makeRouterSafe, ["decodeURIComponent", "decodeURI", "encodeURI"])}(location,history)`,
];

/** The search page's script (see src/search/early-search.ts) as its two functions: its data is the page's. */
export const earlySearchFunctions = (): EarlySearchFunctions => ({
  start: inlineFunction(startEarlySearch, [
    "fetch",
    "AbortController",
    "setTimeout",
    "clearTimeout",
    "Date",
    "Number",
  ]),
  body: inlineFunction(earlySearchBody, [
    "URLSearchParams",
    "RegExp",
    "Array",
    "Object",
    "JSON",
    "String",
    "Number",
  ]),
});

/** The scripts as the build-time globals gatsby-ssr.tsx reads, one for each. */
export const inlineHeadScriptGlobals = (settings: LanguageSettings): Record<string, string> => ({
  __NOT_FOUND_SCRIPTS__: JSON.stringify(notFoundScripts()),
  __EARLY_SEARCH__: JSON.stringify(earlySearchFunctions()),
  __LANGUAGE_SCRIPT__: JSON.stringify(languageScript(settings)),
  __START_PAGE_SCRIPT__: JSON.stringify(startPageScript()),
});
