import type { RedirectRule } from "../../../src/redirects/rule";

/** The countries of the shared EU shop, as the qr-package-bouncers link lists them. */
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

/** A rule as every one is written: permanent, any letter case, also in the browser. */
export const redirectRule = (fromPath: string, toPath: string, country?: string): RedirectRule => ({
  fromPath,
  toPath,
  isPermanent: true,
  ignoreCase: true,
  redirectInBrowser: true,
  ...(country ? { conditions: { country } } : {}),
});
