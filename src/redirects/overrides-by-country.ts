import type { RedirectEntry, RedirectOverride } from "./table-schema";

/** Made once per entry: a table can have tens of thousands. */
export function overridesByCountry(entry: RedirectEntry): Map<string, RedirectOverride> {
  const byCountry = new Map<string, RedirectOverride>();
  // The first override of a country counts; a second is reported by the link's rules.
  for (const override of entry.overrides ?? []) {
    if (!byCountry.has(override.country)) byCountry.set(override.country, override);
  }
  return byCountry;
}
