import index from "city-index-data";
import { findNearestStores, type FinderResult } from "./nearest-stores";
import type { PhysicalStore } from "./schema";

/**
 * The store finder with its city index: the stores page imports this module when the visitor first
 * searches, so neither the index nor the distance code is part of any page's first load.
 */
export const findStores = (
  stores: readonly PhysicalStore[],
  query: string,
  visitorCountry?: string,
): FinderResult => findNearestStores(index, stores, query, visitorCountry);
