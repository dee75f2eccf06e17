import React from "react";
import { chosenFilters, removeFilter } from "../../filters/chosen-filters";
import type { FilterState } from "../../filters/filter-url";
import { ActiveFilterChips } from "../search/ActiveFilterChips";
import { NoMatches } from "../search/NoMatches";

const NONE: FilterState = { options: {}, sliders: {} };

interface Props {
  state: FilterState;
  optionName: (key: string, value: string) => string | undefined;
  currency: string;
  /** Nothing matches: the way out shows under the chips. */
  empty: boolean;
  onChange: (next: FilterState) => void;
}

/** The filters of a built list's address as chips, and the way out of an empty list: loaded only when filtered. */
export default function BuiltFilterChips({ state, optionName, currency, empty, onChange }: Props) {
  return (
    <>
      <ActiveFilterChips
        active={chosenFilters(state, optionName)}
        currency={currency}
        onRemove={(filter) => onChange(removeFilter(state, filter))}
        onClear={() => onChange(NONE)}
      />
      {empty && <NoMatches onClear={() => onChange(NONE)} />}
    </>
  );
}
