import { withParameters } from "./query-string";

/** `o_<key>=a,b` holds an option filter's values, `s_<key>=start-end` a slider's range. */
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
export const VALUE = /^[\p{L}\p{N}_ .-]{1,64}$/u;
export const KEY = /^[a-z0-9_]{1,40}$/i;

/** Links written before the search service's keys say `s_price`: read and written as `s_klevu_price`. */
export const OLD_SLIDER_NAMES: Readonly<Record<string, string>> = { price: "klevu_price" };
const serviceKey = (name: string) => (Object.hasOwn(OLD_SLIDER_NAMES, name) ? OLD_SLIDER_NAMES[name] : name);

export function readFilterState(search: string, keys?: FilterKeys): FilterState {
  // Keys come from the URL: records without a prototype keep `o___proto__` an ordinary key.
  const state: FilterState = { options: Object.create(null), sliders: Object.create(null) };
  const isOption = (key: string) => (keys ? keys.options.includes(key) : KEY.test(key));
  const isSlider = (key: string) => (keys ? keys.sliders.includes(key) : KEY.test(key));
  for (const [name, value] of new URLSearchParams(search)) {
    const option = name.match(OPTION)?.[1];
    const sliderName = name.match(SLIDER)?.[1];
    const slider = sliderName && serviceKey(sliderName);
    if (option && isOption(option)) {
      const values = value.split(",").filter((v) => VALUE.test(v));
      if (values.length) state.options[option] = [...new Set(values)];
    } else if (slider && isSlider(slider)) {
      const range = value.match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/);
      const start = Number(range?.[1]);
      const end = Number(range?.[2]);
      if (range && start <= end) state.sliders[slider] = [start, end];
    }
  }
  return state;
}

export function writeFilterState(search: string, state: FilterState): string {
  const changes: Record<string, string | null> = {};
  for (const name of new URLSearchParams(search).keys())
    if (OPTION.test(name) || SLIDER.test(name)) changes[name] = null;
  for (const [key, values] of Object.entries(state.options)) changes[`o_${key}`] = values.join(",");
  for (const [key, [start, end]] of Object.entries(state.sliders)) changes[`s_${key}`] = `${start}-${end}`;
  return withParameters(search, changes);
}

export function toggleOption(state: FilterState, key: string, value: string): FilterState {
  const current = Object.hasOwn(state.options, key) ? (state.options[key] ?? []) : [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const options = { ...state.options, [key]: next };
  if (!next.length) delete options[key];
  return { ...state, options };
}

export const sliderActive = ([start, end]: [number, number], [min, max]: [number, number]): boolean =>
  start !== min || end !== max;

export function keepFilters(state: FilterState, keys: FilterKeys): FilterState {
  const pick = <T>(entries: Record<string, T>, allowed: readonly string[]) =>
    Object.fromEntries(Object.entries(entries).filter(([key]) => allowed.includes(key)));
  return { options: pick(state.options, keys.options), sliders: pick(state.sliders, keys.sliders) };
}
