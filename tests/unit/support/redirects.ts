import type { RedirectRule } from "../../../src/redirects/rule";
import type { RedirectEntry } from "../../../src/redirects/table-schema";

/** The origins of the fixture shops that links send visitors to. */
export const US = "https://www.babyshop.example";
export const EU = "https://eu.babyshop.example";
export const HK = "https://hk.babyshop.example";
export const NL = "https://nl.babyshop.example";
export const DE = "https://de.babyshop.example";
export const JP = "https://www.babyshop-japan.example";

/** The kitchen sign's tracking, and the query it adds to an address. */
export const KITCHEN_TRACKING = { source: "instore", medium: "qrcode", campaign: "kitchen" } as const;
export const KITCHEN_UTM = "?utm_source=instore&utm_medium=qrcode&utm_campaign=kitchen";

/** A link to the kitchen category with the kitchen sign's tracking, changed by `fields`. */
export const kitchenLink = (fields: Partial<RedirectEntry> = {}): RedirectEntry => ({
  slug: "test-link",
  target: "/categories/kitchen/",
  countries: ["de", "nl", "at", "tw"],
  fallback: "us",
  tracking: { ...KITCHEN_TRACKING },
  ...fields,
});

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

/** What every rule says: permanent, any letter case, also in the browser. */
const EVERY_RULE = { isPermanent: true, ignoreCase: true, redirectInBrowser: true } as const;

/** A rule as every one is written, for `country` or, without one, for everyone else. */
export const redirectRule = (fromPath: string, toPath: string, country?: string): RedirectRule => ({
  fromPath,
  toPath,
  ...EVERY_RULE,
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
