import type { StoreLocation } from "./schema";

export interface CountryGroup {
  country: string;
  cities: { city: string; stores: StoreLocation[] }[];
}

/** The visitor's own country first; countries by `compareCountries` (names in the page's language), else code. */
export function groupStoreLocations(
  stores: readonly StoreLocation[],
  filter: { country?: string; visitorCountry?: string } = {},
  compareCountries: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): CountryGroup[] {
  const home = filter.visitorCountry?.toLowerCase();
  const matching = stores.filter((store) => !filter.country || store.country === filter.country);
  const countries = [...new Set(matching.map((store) => store.country))].sort(
    (a, b) => Number(b === home) - Number(a === home) || compareCountries(a, b),
  );
  return countries.map((country) => {
    const inCountry = matching.filter((store) => store.country === country);
    const cities = [...new Set(inCountry.map((store) => store.city))].sort((a, b) => a.localeCompare(b));
    return {
      country,
      cities: cities.map((name) => ({ city: name, stores: inCountry.filter((s) => s.city === name) })),
    };
  });
}
