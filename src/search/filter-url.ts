/**
 * Filter state in the URL: `o_<key>=a,b` holds the selected values of an option filter and
 * `s_<key>=start-end` the range of a slider. Other parameters are left alone; parameters of filters
 * that no longer exist are dropped.
 */
export interface FilterState {
  options: Record<string, string[]>;
  sliders: Record<string, [number, number]>;
}

export interface FilterKeys {
  options: readonly string[];
  sliders: readonly string[];
}

const OPTION = /^o_(.+)$/;
const SLIDER = /^s_(.+)$/;
const VALUE = /^[\p{L}\p{N}_ .-]{1,64}$/u;

export function readFilterState(search: string, keys: FilterKeys): FilterState {
  const state: FilterState = { options: {}, sliders: {} };
  for (const [name, value] of new URLSearchParams(search)) {
    const option = name.match(OPTION)?.[1];
    const slider = name.match(SLIDER)?.[1];
    if (option && keys.options.includes(option)) {
      const values = value.split(",").filter((v) => VALUE.test(v));
      if (values.length) state.options[option] = [...new Set(values)];
    } else if (slider && keys.sliders.includes(slider)) {
      const range = value.match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/);
      const start = Number(range?.[1]);
      const end = Number(range?.[2]);
      if (range && start <= end) state.sliders[slider] = [start, end];
    }
  }
  return state;
}

/** The query string for `state`, keeping every parameter that is not a filter. */
export function writeFilterState(search: string, state: FilterState): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (OPTION.test(name) || SLIDER.test(name)) params.delete(name);
  for (const [key, values] of Object.entries(state.options))
    if (values.length) params.set(`o_${key}`, values.join(","));
  for (const [key, [start, end]] of Object.entries(state.sliders)) params.set(`s_${key}`, `${start}-${end}`);
  const query = params.toString().replace(/%2C/g, ",");
  return query ? `?${query}` : "";
}

/** Selecting an option that is selected unselects it. */
export function toggleOption(state: FilterState, key: string, value: string): FilterState {
  const current = state.options[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const options = { ...state.options, [key]: next };
  if (!next.length) delete options[key];
  return { ...state, options };
}

/** A slider counts only when its range is narrower than the full range. */
export const sliderActive = ([start, end]: [number, number], [min, max]: [number, number]): boolean =>
  start !== min || end !== max;
