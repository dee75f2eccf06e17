import { connectSearch } from "./klevu-client";
import { buildSearchEnv } from "./search-env";
import { searchSettings } from "./search-settings";

/** Loaded on demand: when a visitor first opens search, lands on the search page or nears recommendations. */
export function connect(shopId: string, language: string): void {
  connectSearch(searchSettings(buildSearchEnv(), shopId, language));
}

export { queryClient } from "./query-client";
export * from "./search-queries";
export * from "./recommendation-queries";
export * from "./send-purchase";
