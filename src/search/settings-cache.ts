/** The SDK keeps one copy whichever key fetched it, so the site notes which API key it is of. */
export const SETTINGS_CACHE = {
  data: "klevu-kmc-data",
  time: "klevu-kmc-data-ts",
  key: "klevu-kmc-data-key",
  maxAgeMs: 86_400_000,
} as const;
