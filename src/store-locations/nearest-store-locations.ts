import { getDistance } from "geolib";
import type { CityIndex } from "./city-index";
import { editDistance, normalisePlaceName, typosAllowed } from "./place-names";
import { findByPostcode, looksLikePostcode } from "./postcode";
import { postcodeAreaTown } from "./postcode-areas";
import type { StoreLocation } from "./schema";

export interface Point {
  lat: number;
  lng: number;
}

export interface FoundCity {
  name: string;
  country: string;
  point: Point;
}

/** Shorter words match only whole names: "a" or "be" would match almost anything. */
const MIN_PREFIX = 3;

// Any language, case or accents; a whole name beats a prefix, then the visitor's country, then population.
// Only when nothing matches, names one or two typos away ("Amsterdm"), fewest first.
export function findCity(index: CityIndex, query: string, visitorCountry?: string): FoundCity | undefined {
  const wanted = normalisePlaceName(query);
  if (!wanted) return undefined;
  const home = visitorCountry?.toLowerCase();
  return findByName(index, wanted, home) ?? findWithTypos(index, wanted, home);
}

function findByName(index: CityIndex, wanted: string, home: string | undefined): FoundCity | undefined {
  let best: { rank: number; city: FoundCity } | undefined;
  for (const [names, country, lat, lng] of index) {
    const normalised = names.map(normalisePlaceName);
    // "Edinburg" is a name of its own, not the start of "Edinburgh".
    let i = normalised.indexOf(wanted);
    const whole = i !== -1;
    if (!whole && wanted.length >= MIN_PREFIX) i = normalised.findIndex((name) => name.startsWith(wanted));
    const name = names[i];
    if (name === undefined) continue;
    const rank = (whole ? 0 : 2) + (country === home ? 0 : 1);
    if (!best || rank < best.rank) best = { rank, city: { name, country, point: { lat, lng } } };
    if (rank === 0) break;
  }
  return best?.city;
}

function findWithTypos(index: CityIndex, wanted: string, home: string | undefined): FoundCity | undefined {
  const allowed = typosAllowed(wanted);
  let best: { rank: number; city: FoundCity } | undefined;
  for (const [names, country, lat, lng] of index) {
    for (const name of names) {
      // Far longer or shorter names cannot be near (normalising changes a length by a letter or two).
      if (Math.abs(name.length - wanted.length) > allowed + 2) continue;
      const typos = editDistance(wanted, normalisePlaceName(name));
      if (typos > allowed) continue;
      const rank = typos * 2 + (country === home ? 0 : 1);
      if (!best || rank < best.rank) best = { rank, city: { name, country, point: { lat, lng } } };
    }
  }
  return best?.city;
}

export interface StoreLocationDistance {
  store: StoreLocation;
  metres: number;
}

export function byDistance(stores: readonly StoreLocation[], point: Point): StoreLocationDistance[] {
  return stores
    .map((store) => ({ store, metres: getDistance(point, store.coordinates) }))
    .sort((a, b) => a.metres - b.metres);
}

export type FinderResult =
  | { kind: "city"; city: FoundCity; stores: StoreLocationDistance[] }
  | { kind: "postcode"; postcode: string; stores: StoreLocationDistance[] }
  | { kind: "none" };

export function findNearestStoreLocations(
  index: CityIndex,
  stores: readonly StoreLocation[],
  query: string,
  visitorCountry?: string,
): FinderResult {
  if (looksLikePostcode(query)) {
    // The stores' own postcodes tell whose postcode it is ("6211": a Dutch one for a Dutch visitor),
    // the country's postcode areas where it is.
    const store = findByPostcode(stores, query, visitorCountry);
    if (!store) return { kind: "none" };
    const town = postcodeAreaTown(query, store.country);
    const area = town === undefined ? undefined : findByName(index, normalisePlaceName(town), store.country);
    const point = area?.country === store.country ? area.point : store.coordinates;
    return { kind: "postcode", postcode: query.trim().toUpperCase(), stores: byDistance(stores, point) };
  }
  const city = findCity(index, query, visitorCountry);
  return city ? { kind: "city", city, stores: byDistance(stores, city.point) } : { kind: "none" };
}
