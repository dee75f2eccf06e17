import React, { useEffect } from "react";
import { navigate } from "gatsby";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useI18next, useTranslation } from "../../i18n/hooks";
import { ContentResults } from "./ContentResults";
import { SearchBanners } from "./SearchBanners";
import { hasFilters } from "../../search/active-filters";
import { recordPath } from "../../search/search-records";
import { ListingView } from "./ListingView";
import { SearchError } from "./SearchError";
import { SearchProductGrid } from "./SearchProductGrid";
import { SearchTypeSwitch } from "./SearchTypeSwitch";
import { useSearchPageType } from "./use-search-page-type";
import { useSearchRuntime, type SearchRuntime } from "./use-search-runtime";
import { useServiceListing } from "./use-service-listing";
// The results need the search runtime at once: it comes with their code, not in a round trip after it.
import "../../search/search-runtime";

/**
 * The search page's results: products with filters, sort and page from the URL, banners, and a helpful
 * empty state; or the content pages that match. The switch between them belongs to the page's `form`
 * and comes with the results, which need scripts anyway.
 */
export function SearchResults({ term, form }: { term: string; form: string }) {
  const { t } = useTranslation();
  const runtime = useSearchRuntime();
  const [type, setType] = useSearchPageType(term);
  return (
    <>
      <SearchTypeSwitch form={form} value={type} onChange={setType} />
      {!runtime ? (
        <p role="status">{t("search.loading")}</p>
      ) : (
        <QueryClientProvider client={runtime.queryClient}>
          {type === "content" ? (
            <ContentResults term={term} runtime={runtime} />
          ) : (
            <Results term={term} runtime={runtime} />
          )}
        </QueryClientProvider>
      )}
    </>
  );
}

function Results({ term, runtime }: { term: string; runtime: SearchRuntime }) {
  const { t } = useTranslation();
  const { language } = useI18next();

  const redirect = useQuery({
    queryKey: ["keyword-redirect", language, term],
    queryFn: async () => (await runtime.keywordRedirect(term)) ?? null,
  });
  const target = redirect.data ? recordPath(redirect.data) : undefined;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target]);

  const { listing, url, go, track } = useServiceListing(
    "search",
    term,
    (request) => runtime.searchListing(term, request),
    redirect.isFetched && !target,
  );
  const banners = useQuery({
    queryKey: ["banners", language, "landingpage", term],
    queryFn: () => runtime.banners("landingpage", term),
  });
  // Filters that leave nothing get their own state in the listing, where they can be removed.
  const noResults = listing.data?.total === 0 && !hasFilters(url.state);
  const trending = useQuery({
    queryKey: ["trending", language, 8],
    queryFn: () => runtime.trending(8),
    enabled: noResults,
  });

  if (target) return null;
  if (listing.isError || redirect.isError)
    return <SearchError onRetry={() => void (redirect.isError ? redirect.refetch() : listing.refetch())} />;
  if (!listing.data) return <p role="status">{t("search.loading")}</p>;

  const { query } = listing.data;

  return (
    <>
      <SearchBanners banners={banners.data ?? []} term={term} />
      {noResults ? (
        <section aria-labelledby="no-results">
          <h2 id="no-results">{t("search.noResults", { term })}</h2>
          <p>{t("search.noResultsHelp")}</p>
          {trending.data && trending.data.length > 0 && (
            <>
              <h3>{t("search.trending")}</h3>
              <SearchProductGrid products={trending.data} />
            </>
          )}
        </section>
      ) : (
        <>
          {listing.data.closestOnly && (
            <section aria-labelledby="closest-only">
              <h2 id="closest-only">{t("search.closestOnly", { term })}</h2>
              <p>{t("search.closestOnlyHelp")}</p>
            </section>
          )}
          <ListingView
            label={t("search.results")}
            results={listing.data}
            url={url}
            busy={listing.isFetching || url.changing}
            onChange={(next) => go(next)}
            // The provider's click events exist whatever the consent: send them only with it.
            onProductClick={(product) => track && query.searchClickEvent?.({ productId: product.id })}
          />
        </>
      )}
    </>
  );
}
