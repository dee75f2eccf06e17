/**
 * Where `@klevu/core` 5.2.2 keeps the merchandising settings it fetched (`KlevuKMCSettings`: the data
 * and when it arrived, for a day), and where this site notes which API key they are of (the SDK keeps
 * one copy, whichever key fetched it).
 */
export const SETTINGS_CACHE = {
  data: "klevu-kmc-data",
  time: "klevu-kmc-data-ts",
  key: "klevu-kmc-data-key",
  maxAgeMs: 86_400_000,
} as const;
