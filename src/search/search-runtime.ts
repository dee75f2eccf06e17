import { QueryClient } from "@tanstack/react-query";
import { siteData } from "../site/runtime-site-data";
import { connectSearch } from "./klevu-client";
import { buildSearchEnv } from "./search-env";
import { searchSettings } from "./search-settings";

/**
 * Everything search needs in the browser, loaded on demand: the first time a visitor opens search,
 * lands on the search page or scrolls to recommendations.
 */
export function connect(language: string): void {
  connectSearch(searchSettings(buildSearchEnv(), siteData.siteConfig.shopId, language));
}

/** TanStack Query's defaults are the spec's: 3 retries with exponential backoff, 5-minute collection. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000 } },
});

export * from "./search-queries";
export * from "./recommendation-queries";
export * from "./send-purchase";
