import React, { useLayoutEffect, useState, type RefObject } from "react";
import { useQuery } from "@tanstack/react-query";
import { useI18next, useTranslation } from "../../i18n/hooks";
import { hasFilters } from "../../search/active-filters";
import { ListingView, type ListingViewProps } from "./ListingView";
import { useAnchorsSet, useSteadyBelow } from "../layout/use-steady-below";
import { SearchBanners } from "./SearchBanners";
import type { SearchRuntime } from "./use-search-runtime";
import { useServiceListing } from "./use-service-listing";
import { withSearchRuntime } from "./with-search-runtime";

interface Props {
  category: string;
  title: string;
  openFilters: boolean;
  /** Told whether merchandising shows, so that the built list steps aside only then (and comes back). */
  onShown: (shown: boolean) => void;
  /** The built list's words and cards, which merchandising keeps. */
  own: NonNullable<ListingViewProps["own"]>;
  /** Where the listing ends: what follows stays still as merchandising takes the built list's place. */
  end: RefObject<HTMLElement | null>;
  /** A press is held: the built list under it stays until it ends, so that its tap lands where aimed. */
  pressing: boolean;
}

/** Loaded after the page: category merchandising from the search service; nothing until it answers. */
export default withSearchRuntime<Props>(Listing);

function Listing({
  category,
  title,
  openFilters,
  onShown,
  own,
  end,
  pressing,
  runtime,
}: Props & { runtime: SearchRuntime }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const { listing, url, go, track } = useServiceListing("category", category, (request) =>
    runtime.categoryListing(category, title, request),
  );
  const banners = useQuery({
    queryKey: ["banners", language, "merchandising", category],
    queryFn: () => runtime.banners("merchandising", category),
  });

  // Without an answer (loading, the service is down, or it does not know the category) the built list
  // stays. The banners come with the list, not after it: one arriving later above the products would
  // push them, and the footer, under the eyes of a reader further down.
  const anchorsSet = useAnchorsSet();
  const [taken, setTaken] = useState(false);
  const shows =
    anchorsSet &&
    !!listing.data &&
    !banners.isPending &&
    (listing.data.total > 0 || hasFilters(url.state)) &&
    (taken || !pressing);
  // Once shown, a later press keeps it; gone (an error, no results), it waits for the next press to end.
  if (shows !== taken) setTaken(shows);
  useSteadyBelow(end, shows);
  // Before the browser paints, so that the two lists never show together; and back if this one fails.
  useLayoutEffect(() => {
    if (!shows) return;
    onShown(true);
    return () => onShown(false);
  }, [shows, onShown]);
  if (!shows || !listing.data) return null;
  const { query } = listing.data;
  return (
    <div data-merchandised="true">
      <SearchBanners banners={banners.data ?? []} term={category} />
      <ListingView
        label={t("category.products")}
        results={listing.data}
        url={url}
        busy={listing.isFetching || url.changing}
        own={own}
        openFilters={openFilters}
        onChange={(next) => go(next)}
        onProductClick={(product) =>
          track && query.categoryMerchandisingClickEvent?.({ productId: product.id, categoryTitle: title })
        }
      />
    </div>
  );
}
