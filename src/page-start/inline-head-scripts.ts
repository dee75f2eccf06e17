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

/** Built once in Node: the minifier stays out of the bundles, and each kind of page has one CSP hash. */
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

export const startPageScript = (): string => `${startScripts()}()`;

export function languageScript({ languages, defaultLanguage }: LanguageSettings): string {
  const leave = inlineFunction(leaveForLanguage, ["document", "localStorage", "location", "navigator"]);
  const args = [LANGUAGE_KEY, languages, defaultLanguage, TRAILING_SLASH].map((value) =>
    JSON.stringify(value),
  );
  return `${leave}(${[inlineFunction(languageRedirect, []), startScripts(), ...args].join(",")})`;
}

export const notFoundScripts = (): string[] => [
  `${inlineFunction(sendToCanonicalSpelling, [])}(location)`,
  `${inlineFunction(makeRouterSafe, ["decodeURIComponent", "decodeURI", "encodeURI"])}(location,history)`,
];

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

export const inlineHeadScriptGlobals = (settings: LanguageSettings): Record<string, string> => ({
  __NOT_FOUND_SCRIPTS__: JSON.stringify(notFoundScripts()),
  __EARLY_SEARCH__: JSON.stringify(earlySearchFunctions()),
  __LANGUAGE_SCRIPT__: JSON.stringify(languageScript(settings)),
  __START_PAGE_SCRIPT__: JSON.stringify(startPageScript()),
});
