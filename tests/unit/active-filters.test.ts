import { KlevuFilterType, type FilterManagerFilters } from "@klevu/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeFilters,
  hasFilters,
  moveHandle,
  selectRange,
  shownRange,
} from "../../src/search/active-filters";
import type { FilterState } from "../../src/filters/filter-url";
import { removeFilter } from "../../src/filters/chosen-filters";

const FILTERS: FilterManagerFilters[] = [
  {
    key: "colour",
    label: "Colour",
    type: KlevuFilterType.Options,
    options: [
      { name: "Sand gray", value: "sand-gray", count: 0, selected: true },
      { name: "Black", value: "black", count: 3, selected: false },
    ],
  },
  {
    key: "klevu_price",
    label: "Price",
    type: KlevuFilterType.Slider,
    min: "129",
    max: "229.95",
    start: null,
    end: null,
  },
  {
    key: "rating",
    label: "Rating",
    type: KlevuFilterType.Rating,
    options: [{ name: "4", value: "4", count: 2, selected: false }],
  },
];

const state = (options: FilterState["options"], sliders: FilterState["sliders"] = {}): FilterState => ({
  options,
  sliders,
});

describe("activeFilters", () => {
  it("names chosen options as the service does, even one without results", () => {
    expect(activeFilters(state({ colour: ["sand-gray", "black"] }), FILTERS)).toEqual([
      { kind: "option", key: "colour", value: "sand-gray", name: "Sand gray", rating: false },
      { kind: "option", key: "colour", value: "black", name: "Black", rating: false },
    ]);
  });

  it("does not count a price range the visitor did not narrow", () => {
    expect(activeFilters(state({ colour: ["black"] }, { klevu_price: [129, 230] }), FILTERS)).toHaveLength(1);
  });

  it("counts a range narrowed at either end", () => {
    expect(activeFilters(state({}, { klevu_price: [130, 230] }), FILTERS)).toEqual([
      { kind: "slider", key: "klevu_price", range: [130, 230] },
    ]);
    expect(activeFilters(state({}, { klevu_price: [129, 200] }), FILTERS)).toHaveLength(1);
  });

  it("marks ratings, and keeps a value the service no longer lists under its own name", () => {
    expect(activeFilters(state({ rating: ["4"], colour: ["clay"] }), FILTERS)).toEqual([
      { kind: "option", key: "colour", value: "clay", name: "clay", rating: false },
      { kind: "option", key: "rating", value: "4", name: "4", rating: true },
    ]);
  });
});

describe("removeFilter", () => {
  it("removes one option and keeps the rest", () => {
    const chosen = state({ colour: ["sand-gray", "black"] }, { klevu_price: [130, 200] });
    const [sandGray, , price] = activeFilters(chosen, FILTERS);
    expect(removeFilter(chosen, sandGray!)).toEqual(
      state({ colour: ["black"] }, { klevu_price: [130, 200] }),
    );
    expect(removeFilter(chosen, price!)).toEqual(state({ colour: ["sand-gray", "black"] }));
  });
});

describe("selectRange", () => {
  it("writes a narrowed range and drops the full one", () => {
    expect(selectRange(state({}), "klevu_price", [150, 230], [129, 230]).sliders).toEqual({
      klevu_price: [150, 230],
    });
    expect(
      selectRange(state({}, { klevu_price: [150, 230] }), "klevu_price", [129, 230], [129, 230]),
    ).toEqual(state({}));
  });
});

describe("moveHandle", () => {
  it("stops each handle at the other one", () => {
    expect(moveHandle([100, 150], 0, 200, [0, 300])).toEqual([150, 150]);
    expect(moveHandle([100, 150], 1, 20, [0, 300])).toEqual([100, 100]);
    expect(moveHandle([100, 150], 0, 120, [0, 300])).toEqual([120, 150]);
  });

  it("never lets the lowest pass the highest, nor leave the bounds", () => {
    const bounds = fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }));
    fc.assert(
      fc.property(
        bounds,
        fc.constantFrom<0 | 1>(0, 1),
        fc.integer({ min: -100, max: 700 }),
        ([a, b], handle, to) => {
          const [min, max] = [Math.min(a, b), Math.max(a, b)];
          const [start, end] = moveHandle([min, max], handle, to, [min, max]);
          expect(start).toBeLessThanOrEqual(end);
          expect(start).toBeGreaterThanOrEqual(min);
          expect(end).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe("shownRange", () => {
  const price = {
    key: "klevu_price",
    label: "Price",
    type: KlevuFilterType.Slider,
    min: "119.95",
    max: "229.95",
    start: null,
    end: null,
  } as const;

  it("shows the real lowest and highest price for handles at the ends, not the whole units they round to", () => {
    expect(shownRange([119, 230], price)).toEqual([119.95, 229.95]);
  });

  it("shows a handle in between at its own value", () => {
    expect(shownRange([150, 200], price)).toEqual([150, 200]);
    expect(shownRange([119, 200], price)).toEqual([119.95, 200]);
  });
});

describe("hasFilters", () => {
  it("is true once any option or range is chosen", () => {
    expect(hasFilters(state({}))).toBe(false);
    expect(hasFilters(state({ colour: ["black"] }))).toBe(true);
    expect(hasFilters(state({}, { klevu_price: [1, 2] }))).toBe(true);
  });
});
