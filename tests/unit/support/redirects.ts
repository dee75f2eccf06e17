import type { RedirectRule } from "../../../src/redirects/rule";

/** The spec's shared EU shop countries, as listed for qr-package-bouncers. */
export const EU_GROUP = [
  "at",
  "be",
  "hr",
  "cz",
  "dk",
  "ee",
  "fi",
  "hu",
  "ie",
  "lv",
  "lt",
  "lu",
  "pl",
  "pt",
  "sk",
  "si",
];

/** A rule as the spec writes every one: permanent, any letter case, also in the browser. */
export const redirectRule = (fromPath: string, toPath: string, country?: string): RedirectRule => ({
  fromPath,
  toPath,
  isPermanent: true,
  ignoreCase: true,
  redirectInBrowser: true,
  ...(country ? { conditions: { country } } : {}),
});
