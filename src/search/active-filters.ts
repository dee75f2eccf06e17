import { FilterManager, type FilterManagerFilters, type KlevuFilterResultSlider } from "@klevu/core";
import { sliderActive, type FilterState } from "../filters/filter-url";
import type { ActiveFilter } from "../filters/chosen-filters";

type Range = [number, number];

export const sliderBounds = (filter: KlevuFilterResultSlider): Range => [
  Math.floor(Number(filter.min)),
  Math.ceil(Number(filter.max)),
];

/** A handle at either end stands for the real extreme price (€119.95, not the €119 it rounds to). */
export function shownRange(range: Range, filter: KlevuFilterResultSlider): Range {
  const [min, max] = sliderBounds(filter);
  return [range[0] <= min ? Number(filter.min) : range[0], range[1] >= max ? Number(filter.max) : range[1]];
}

/** An untouched slider is no filter. */
export function activeFilters(state: FilterState, filters: readonly FilterManagerFilters[]): ActiveFilter[] {
  return filters.flatMap((filter): ActiveFilter[] => {
    if (FilterManager.isKlevuFilterResultSlider(filter)) {
      const range = state.sliders[filter.key];
      return range && sliderActive(range, sliderBounds(filter))
        ? [{ kind: "slider", key: filter.key, range }]
        : [];
    }
    const rating = FilterManager.isKlevuFilterResultRating(filter);
    return (state.options[filter.key] ?? []).map((value) => ({
      kind: "option",
      key: filter.key,
      value,
      name: filter.options.find((option) => option.value === value)?.name ?? value,
      rating,
    }));
  });
}

/** The state with a slider's new range; the full range is no selection and leaves the URL. */
export function selectRange(state: FilterState, key: string, range: Range, bounds: Range): FilterState {
  const sliders = { ...state.sliders };
  if (sliderActive(range, bounds)) sliders[key] = range;
  else delete sliders[key];
  return { ...state, sliders };
}

export function moveHandle(range: Range, handle: 0 | 1, to: number, [min, max]: Range): Range {
  const [start, end] = range;
  const at = Math.min(Math.max(to, min), max);
  return handle === 0 ? [Math.min(at, end), end] : [start, Math.max(at, start)];
}

export const hasFilters = (state: FilterState): boolean =>
  Object.keys(state.options).length > 0 || Object.keys(state.sliders).length > 0;
