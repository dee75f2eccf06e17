import React, { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { FilterManager, type FilterManagerFilters, type KlevuFilterResultSlider } from "@klevu/core";
import { moveHandle, selectRange, shownRange, sliderBounds } from "../../search/active-filters";
import { toggleOption, type FilterState } from "../../filters/filter-url";
import { useFormatPrice } from "../product/Price";
import { FilterSheet } from "./FilterSheet";
import * as catalogue from "../catalogue/catalogue.module.css";

interface Props {
  filters: FilterManagerFilters[];
  state: FilterState;
  currency: string;
  /** The number of chosen filters that count (an untouched price does not). */
  count: number;
  /** The number of results for the chosen filters; unknown while the service counts them. */
  total: number | undefined;
  initiallyOpen: boolean;
  onChange: (next: FilterState) => void;
}

/** The filters the search service returned: option lists, ratings and the price range. */
export function SearchFilters({ filters, state, currency, count, total, initiallyOpen, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FilterSheet count={count} total={total} initiallyOpen={initiallyOpen}>
      {filters.map((filter) =>
        FilterManager.isKlevuFilterResultSlider(filter) ? (
          <PriceRange
            // A new range in the URL (back, forward, clear), or new bounds from other filters, start the
            // inputs afresh: a range left from the old bounds would otherwise be written as a filter.
            key={`${filter.key}:${state.sliders[filter.key]?.join("-") ?? ""}:${filter.min}-${filter.max}`}
            filter={filter}
            state={state}
            currency={currency}
            onChange={onChange}
          />
        ) : (
          <fieldset key={filter.key}>
            <legend>{filter.label}</legend>
            {filter.options.map((option) => {
              const checked = state.options[filter.key]?.includes(option.value) ?? false;
              return (
                <label key={option.value} className={catalogue.check}>
                  <input
                    type="checkbox"
                    checked={checked}
                    // An option without results for the other filters is shown, but cannot be chosen.
                    disabled={!checked && option.count === 0}
                    onChange={() => onChange(toggleOption(state, filter.key, option.value))}
                  />
                  {FilterManager.isKlevuFilterResultRating(filter)
                    ? t("search.starsAndUp", { count: Number(option.name) })
                    : option.name}{" "}
                  ({option.count})
                </label>
              );
            })}
          </fieldset>
        ),
      )}
    </FilterSheet>
  );
}

const COMMIT_AFTER_MS = 400;

/** Two range inputs for the lowest and highest price; the URL changes once the visitor lets go. */
function PriceRange({
  filter,
  state,
  currency,
  onChange,
}: { filter: KlevuFilterResultSlider } & Pick<Props, "state" | "currency" | "onChange">) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const bounds = sliderBounds(filter);
  const [min, max] = bounds;
  const [start, end] = state.sliders[filter.key] ?? bounds;
  const [range, setRange] = useState<[number, number]>([start, end]);
  useEffect(() => {
    if (range[0] === start && range[1] === end) return;
    const timer = setTimeout(
      () => onChange(selectRange(state, filter.key, range, [min, max])),
      COMMIT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [range, start, end, min, max, filter.key, state, onChange]);
  if (!(max > min)) return null;
  const [from, to] = shownRange(range, filter);
  return (
    <fieldset>
      <legend>{filter.label}</legend>
      <p aria-live="polite">
        {formatPrice(from, currency)} – {formatPrice(to, currency)}
      </p>
      {[t("search.priceFrom"), t("search.priceTo")].map((label, handle) => (
        <label key={handle} className={catalogue.range}>
          {label}
          <input
            type="range"
            min={min}
            max={max}
            value={range[handle]}
            onChange={(event) =>
              setRange(moveHandle(range, handle ? 1 : 0, Number(event.target.value), [min, max]))
            }
          />
        </label>
      ))}
    </fieldset>
  );
}
