import index from "city-index-data";
import { findNearestStoreLocations, type FinderResult } from "./nearest-store-locations";
import type { StoreLocation } from "./schema";

/** Imported at the first search, so neither the index nor the distance code is in any first load. */
export const findStoreLocations = (
  stores: readonly StoreLocation[],
  query: string,
  visitorCountry?: string,
): FinderResult => findNearestStoreLocations(index, stores, query, visitorCountry);
