import React, { type ReactNode } from "react";
import { useTranslation } from "../../i18n/hooks";
import { activeFilters, hasFilters } from "../../search/active-filters";
import { inChosenColour } from "../../catalogue/product-list";
import { removeFilter } from "../../filters/chosen-filters";
import type { FilterState } from "../../filters/filter-url";
import { RESULTS_PER_PAGE, type ProductResults } from "../../search/search-queries";
import { hasNextPage, type SearchProduct } from "../../search/search-records";
import { SEARCH_SORTS, isSearchSort, type SearchSort } from "../../search/search-sort";
import { siteData } from "../../site/runtime-site-data";
import { ActiveFilterChips } from "./ActiveFilterChips";
import { NoMatches } from "./NoMatches";
import { SearchFilters } from "./SearchFilters";
import { SearchProductGrid } from "./SearchProductGrid";
import type { ListingUrl } from "./use-listing-url";
import * as catalogue from "../catalogue/catalogue.module.css";
import * as layout from "../layout/layout.module.css";
import * as styles from "./search.module.css";

export interface ListingViewProps {
  label: string;
  results: ProductResults;
  url: ListingUrl;
  busy: boolean;
  /**
   * The words of a page that showed its own list first (a category): its count, its sort orders and
   * their names, and its cards, so that nothing changes but the order when the service takes over.
   */
  own?: {
    count: (count: number) => string;
    sorts: Partial<Record<SearchSort, string>>;
    /** The page's own cards for these products, in the chosen colour; none when it lacks one of them. */
    grid: (products: SearchProduct[], state: FilterState, onClick?: (index: number) => void) => ReactNode;
    /** The page's name for an option the service does not name (a colour none of its products comes in). */
    optionName: (key: string, value: string) => string | undefined;
  };
  /** Open the filters at once (on a phone, their sheet): the visitor asked for them already. */
  openFilters?: boolean;
  onChange: (next: { state?: FilterState; sort?: SearchSort; page?: number }) => void;
  onProductClick?: (product: SearchProduct, index: number) => void;
}

/** A page of products from the search service with its filters, sort and pages: search and categories. */
export function ListingView(props: ListingViewProps) {
  const { t } = useTranslation();
  const { onChange } = props;
  const { products, query } = props.results;
  const { state, sort, page } = props.url;
  // An option the service cannot name (a colour none of its products comes in) takes the page's name.
  const named = (key: string, { name, value }: { name: string; value: string }) =>
    name === value ? (props.own?.optionName(key, value) ?? name) : name;
  const filters = (query.filters ?? []).map((filter) =>
    "options" in filter
      ? {
          ...filter,
          options: filter.options.map((option) => ({ ...option, name: named(filter.key, option) })),
        }
      : filter,
  );
  const active = activeFilters(state, filters);
  const currency = products[0]?.currency || siteData.siteConfig.currency;
  const noMatches = props.results.total === 0 && hasFilters(state);
  return (
    <div className={catalogue.listing}>
      <SearchFilters
        filters={filters}
        state={state}
        currency={currency}
        count={active.length}
        // While the service answers, the total shown is the last filters': not a number to promise.
        total={props.busy ? undefined : props.results.total}
        initiallyOpen={props.openFilters ?? false}
        onChange={(next) => onChange({ state: next })}
      />
      <section aria-label={props.label} aria-busy={props.busy}>
        <div className={catalogue.toolbar}>
          <p role="status">
            {props.own?.count(props.results.total) ?? t("search.resultCount", { count: props.results.total })}
          </p>
          <label>
            {t("category.sort")}{" "}
            <select
              value={sort}
              onChange={(event) => isSearchSort(event.target.value) && onChange({ sort: event.target.value })}
            >
              {Object.keys(props.own?.sorts ?? SEARCH_SORTS).map((value) => (
                <option key={value} value={value}>
                  {props.own?.sorts[value as SearchSort] ?? t(`search.sort.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ActiveFilterChips
          active={active}
          currency={currency}
          onRemove={(filter) => onChange({ state: removeFilter(state, filter) })}
          onClear={() => onChange({ state: { options: {}, sliders: {} } })}
        />
        {noMatches ? (
          <NoMatches onClear={() => onChange({ state: { options: {}, sliders: {} } })} />
        ) : (
          (props.own?.grid(
            products,
            state,
            props.onProductClick && ((index) => props.onProductClick?.(products[index]!, index)),
          ) ?? (
            <SearchProductGrid
              products={products.map((product) => inChosenColour(product, state.options.colour ?? []))}
              onClick={props.onProductClick}
            />
          ))
        )}
        <nav aria-label={t("search.pages")} className={styles.pages}>
          {page > 1 && (
            <button type="button" className={layout.linkButton} onClick={() => onChange({ page: page - 1 })}>
              {t("search.previousPage")}
            </button>
          )}
          {hasNextPage(query.meta, RESULTS_PER_PAGE) && (
            <button
              type="button"
              className={layout.primaryButton}
              onClick={() => onChange({ page: page + 1 })}
            >
              {t("search.nextPage")}
            </button>
          )}
        </nav>
      </section>
    </div>
  );
}
