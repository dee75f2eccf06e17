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

/** The link file the redirects README shows: the kitchen sign, with one override of each kind, sold in `countries`. */
export const kitchenLinkLines = (countries: string): string[] => [
  "slug: qr-kitchen-1",
  "note: Kitchen category, printed on the in-store sign",
  "target: /categories/kitchen/",
  `countries: [${countries}]`,
  "fallback: us",
  "tracking: { source: instore, medium: qrcode, campaign: kitchen }",
  "overrides:",
  "  - { country: nl, target: /categories/bathroom/ }",
  "  - { country: au, noTracking: true }",
  "  - { country: jp, url: https://www.babyshop-japan.example/topics/kitchen/ }",
  "  - { country: pl, shop: eu }",
];
