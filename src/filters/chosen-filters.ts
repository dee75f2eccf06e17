import { toggleOption, type FilterState } from "./filter-url";

export type ActiveFilter =
  | { kind: "option"; key: string; value: string; name: string; rating: boolean }
  | { kind: "slider"; key: string; range: [number, number] };

export function chosenFilters(
  state: FilterState,
  names: (key: string, value: string) => string | undefined,
): ActiveFilter[] {
  const options = Object.entries(state.options).flatMap(([key, values]) =>
    values.map((value): ActiveFilter => ({
      kind: "option",
      key,
      value,
      name: names(key, value) ?? value,
      rating: false,
    })),
  );
  const sliders = Object.entries(state.sliders).map(([key, range]): ActiveFilter => ({
    kind: "slider",
    key,
    range,
  }));
  return [...options, ...sliders];
}

export function removeFilter(state: FilterState, filter: ActiveFilter): FilterState {
  if (filter.kind === "option") return toggleOption(state, filter.key, filter.value);
  const sliders = { ...state.sliders };
  delete sliders[filter.key];
  return { ...state, sliders };
}
