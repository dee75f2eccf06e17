import React, { useEffect, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { FilterManager, type FilterManagerFilters, type KlevuFilterResultSlider } from "@klevu/core";
import { sliderActive, toggleOption, type FilterState } from "../../search/filter-url";
import { useFormatPrice } from "../product/Price";
import * as catalogue from "../catalogue/catalogue.module.css";
import * as styles from "./search.module.css";

interface Props {
  filters: FilterManagerFilters[];
  state: FilterState;
  currency: string;
  onChange: (next: FilterState) => void;
}

/** The filters the search service returned: option lists, ratings and the price range. */
export function SearchFilters({ filters, state, currency, onChange }: Props) {
  const { t } = useTranslation();
  // On a phone the filters fold away behind one button, so that the results come first.
  const [open, setOpen] = useState(false);
  const count = Object.values(state.options).flat().length + Object.keys(state.sliders).length;
  const active = count > 0;
  return (
    <aside className={catalogue.filters} aria-labelledby="search-filters-title">
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls="search-filters-body"
        onClick={() => setOpen(!open)}
      >
        {count ? t("search.filtersActive", { count }) : t("category.filters")}
      </button>
      <div id="search-filters-body" className={open ? styles.filtersOpen : styles.filtersFolded}>
        <h2 id="search-filters-title">{t("category.filters")}</h2>
        {filters.map((filter) =>
          FilterManager.isKlevuFilterResultSlider(filter) ? (
            <PriceRange
              // A new range in the URL (back, forward, clear) starts the inputs afresh.
              key={`${filter.key}:${state.sliders[filter.key]?.join("-") ?? ""}`}
              filter={filter}
              state={state}
              currency={currency}
              onChange={onChange}
            />
          ) : (
            <fieldset key={filter.key}>
              <legend>{filter.label}</legend>
              {filter.options.map((option) => (
                <label key={option.value} className={catalogue.check}>
                  <input
                    type="checkbox"
                    checked={state.options[filter.key]?.includes(option.value) ?? false}
                    onChange={() => onChange(toggleOption(state, filter.key, option.value))}
                  />
                  {FilterManager.isKlevuFilterResultRating(filter)
                    ? t("search.stars", { count: Number(option.name) })
                    : option.name}{" "}
                  ({option.count})
                </label>
              ))}
            </fieldset>
          ),
        )}
        {active && (
          <button
            type="button"
            className={catalogue.clear}
            onClick={() => onChange({ options: {}, sliders: {} })}
          >
            {t("category.clearFilters")}
          </button>
        )}
      </div>
    </aside>
  );
}

const COMMIT_AFTER_MS = 400;

/** One end of a range moved; it never passes the other end. */
const moveEnd = ([start, end]: [number, number], which: number, to: number): [number, number] =>
  which === 0 ? [Math.min(to, end), end] : [start, Math.max(to, start)];

/** Two range inputs for the lowest and highest price; the URL changes once the visitor lets go. */
function PriceRange({
  filter,
  state,
  currency,
  onChange,
}: { filter: KlevuFilterResultSlider } & Omit<Props, "filters">) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const min = Math.floor(Number(filter.min));
  const max = Math.ceil(Number(filter.max));
  const [start, end] = state.sliders[filter.key] ?? [min, max];
  const [range, setRange] = useState<[number, number]>([start, end]);
  useEffect(() => {
    if (range[0] === start && range[1] === end) return;
    const timer = setTimeout(() => {
      const sliders = { ...state.sliders };
      if (sliderActive(range, [min, max])) sliders[filter.key] = range;
      else delete sliders[filter.key];
      onChange({ ...state, sliders });
    }, COMMIT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [range, start, end, min, max, filter.key, state, onChange]);
  if (!(max > min)) return null;
  return (
    <fieldset>
      <legend>{filter.label}</legend>
      <p aria-live="polite">
        {formatPrice(range[0], currency)} – {formatPrice(range[1], currency)}
      </p>
      {[t("search.priceFrom"), t("search.priceTo")].map((label, end) => (
        <label key={end} className={catalogue.range}>
          {label}
          <input
            type="range"
            min={min}
            max={max}
            value={range[end]}
            onChange={(event) => setRange(moveEnd(range, end, Number(event.target.value)))}
          />
        </label>
      ))}
    </fieldset>
  );
}
