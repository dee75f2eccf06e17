import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useI18next } from "../../i18n/hooks";
import type { ListingRequest, ListingResults } from "../../search/search-queries";
import { useListingUrl, usePruneFilters } from "./use-listing-url";
import { useSearchTracking } from "./use-search-runtime";

/**
 * The search service's products for the filters, sort and page in the URL, of a search (`subject` is
 * its term) or a category (its key). The last answer stays on screen while the next one loads, and
 * filters that the service no longer offers leave the URL.
 */
export function useServiceListing(
  kind: "search" | "category",
  subject: string,
  fetchListing: (request: ListingRequest) => Promise<ListingResults>,
  enabled = true,
) {
  const { language } = useI18next();
  const track = useSearchTracking();
  const { url, go } = useListingUrl();
  const { state, sort, page } = url;
  const listing = useQuery({
    queryKey: [kind, language, subject, url.search, track],
    queryFn: () => fetchListing({ state, sort, page, track }),
    enabled,
    placeholderData: keepPreviousData,
  });
  usePruneFilters(listing.data?.query.filters, state, go);
  return { listing, url, go, track };
}
