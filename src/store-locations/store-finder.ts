import index from "city-index-data";
import { findNearestStoreLocations, type FinderResult } from "./nearest-store-locations";
import type { StoreLocation } from "./schema";

/**
 * The store finder with its city index: the stores page imports this module when the visitor first
 * searches, so neither the index nor the distance code is part of any page's first load.
 */
export const findStoreLocations = (
  stores: readonly StoreLocation[],
  query: string,
  visitorCountry?: string,
): FinderResult => findNearestStoreLocations(index, stores, query, visitorCountry);
