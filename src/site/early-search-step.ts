import { inlineFunction } from "../redirects/inline-script";
import { earlySearchBody, startEarlySearch, type EarlySearchFunctions } from "../search/early-search";

/** The search page's inline step (see src/search/early-search.ts), minified once at build time. */
export const EARLY_SEARCH_FUNCTIONS: EarlySearchFunctions = {
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
};
