import { describe, expect, it } from "vitest";
import { chosenFilters, removeFilter } from "../../src/filters/chosen-filters";
import { readFilterState } from "../../src/filters/filter-url";

const NAMES: Record<string, string> = { "colour:powder-blue": "Powder blue", "stock:in": "In stock" };
const names = (key: string, value: string) => NAMES[`${key}:${value}`];

describe("chosen filters from the address", () => {
  it("are the chips of a shared link, named, before any search service answers", () => {
    const state = readFilterState("?o_colour=powder-blue,teal&s_price=0-50&sort=price-asc");
    expect(chosenFilters(state, names)).toEqual([
      { kind: "option", key: "colour", value: "powder-blue", name: "Powder blue", rating: false },
      { kind: "option", key: "colour", value: "teal", name: "teal", rating: false },
      { kind: "slider", key: "klevu_price", range: [0, 50] },
    ]);
  });

  it("are none for an address without filters", () => {
    expect(chosenFilters(readFilterState("?sort=name-asc"), names)).toEqual([]);
  });

  it("each leave the state when removed", () => {
    const state = readFilterState("?o_colour=powder-blue&s_price=0-50");
    const [colour, price] = chosenFilters(state, names);
    expect(removeFilter(state, colour!)).toEqual({ options: {}, sliders: { klevu_price: [0, 50] } });
    expect(removeFilter(state, price!)).toEqual({ options: { colour: ["powder-blue"] }, sliders: {} });
  });
});
