import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  keepFilters,
  readFilterState,
  sliderActive,
  toggleOption,
  writeFilterState,
  type FilterKeys,
  type FilterState,
} from "../../src/filters/filter-url";

const KEYS: FilterKeys = { options: ["colour", "stock", "size"], sliders: ["klevu_price", "weight"] };

const read = (search: string) => readFilterState(search, KEYS);

describe("readFilterState", () => {
  it("reads option values (o_) and slider ranges (s_)", () => {
    expect(read("?o_colour=black,sand-gray&o_stock=in&s_price=10-250.5")).toEqual({
      options: { colour: ["black", "sand-gray"], stock: ["in"] },
      sliders: { klevu_price: [10, 250.5] },
    });
  });

  it("reads a search without the question mark, and an empty search", () => {
    expect(read("o_size=M")).toEqual({ options: { size: ["M"] }, sliders: {} });
    expect(read("")).toEqual({ options: {}, sliders: {} });
  });

  it("ignores other parameters and drops filter keys it does not know", () => {
    expect(read("?q=bouncer&sort=price-asc&o_material=wood&s_length=1-2&colour=black&o_price=1-2")).toEqual({
      options: {},
      sliders: {},
    });
  });

  it("decodes percent-encoded and plus-encoded values", () => {
    expect(read("?o_colour=sand%20gray,cr%C3%A8me,navy+blue")).toEqual({
      options: { colour: ["sand gray", "crème", "navy blue"] },
      sliders: {},
    });
  });

  it("removes duplicate values, keeping the first order", () => {
    expect(read("?o_colour=black,white,black,white")).toEqual({
      options: { colour: ["black", "white"] },
      sliders: {},
    });
  });

  it("drops invalid values and keeps the valid ones", () => {
    expect(read("?o_colour=black,,white,a/b,x%3Dy")).toEqual({
      options: { colour: ["black", "white"] },
      sliders: {},
    });
    expect(read(`?o_colour=${"a".repeat(65)},${"b".repeat(64)}`)).toEqual({
      options: { colour: ["b".repeat(64)] },
      sliders: {},
    });
  });

  it("drops an option filter that has no valid value left", () => {
    expect(read("?o_colour=&o_stock=,,")).toEqual({ options: {}, sliders: {} });
  });

  it("ignores hostile values such as markup and script URLs", () => {
    const hostile = [
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "javascript:alert(1)",
      "black'--",
      "%00",
      "../../etc/passwd",
    ];
    for (const value of hostile) {
      const search = `?${new URLSearchParams({ o_colour: `black,${value}`, s_price: value })}`;
      expect(read(search), value).toEqual({ options: { colour: ["black"] }, sliders: {} });
    }
  });

  it("reads slider ranges with whole and decimal numbers, start not above end", () => {
    expect(read("?s_price=0-0&s_weight=2.5-3")).toEqual({
      options: {},
      sliders: { klevu_price: [0, 0], weight: [2.5, 3] },
    });
  });

  it.each([
    "10",
    "10-",
    "-10",
    "20-10",
    "a-b",
    "-5-10",
    "1e3-2e3",
    "10-20-30",
    "10 - 20",
    "Infinity-Infinity",
    "",
  ])("drops the slider range %j", (range) => {
    expect(read(`?s_price=${encodeURIComponent(range)}`)).toEqual({ options: {}, sliders: {} });
  });

  it("reads names of object internals as ordinary keys, touching no prototype", () => {
    const state = readFilterState("?o___proto__=a&o_constructor=b&s___proto__=1-2&o_toString=c");
    expect(Object.keys(state.options)).toEqual(["__proto__", "constructor", "toString"]);
    expect(Object.keys(state.sliders)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(readFilterState("?q=1").options.constructor).toBeUndefined();
  });
});

describe("writeFilterState", () => {
  it("writes options joined by unescaped commas, and slider ranges", () => {
    expect(
      writeFilterState("", {
        options: { colour: ["black", "sand-gray"], stock: ["in"] },
        sliders: { klevu_price: [10, 250.5] },
      }),
    ).toBe("?o_colour=black,sand-gray&o_stock=in&s_klevu_price=10-250.5");
  });

  it("keeps other parameters such as q and sort", () => {
    expect(
      writeFilterState("?q=baby+carrier&sort=price-asc", { options: { colour: ["black"] }, sliders: {} }),
    ).toBe("?q=baby+carrier&sort=price-asc&o_colour=black");
  });

  it("removes o_ and s_ parameters of filters not in the state", () => {
    expect(
      writeFilterState("?o_colour=black&q=bib&s_price=1-2&o_old=x&s_gone=3-4", {
        options: { stock: ["in"] },
        sliders: {},
      }),
    ).toBe("?q=bib&o_stock=in");
  });

  it("leaves out options without values, and is empty for an empty state", () => {
    expect(writeFilterState("?o_colour=black", { options: { colour: [] }, sliders: {} })).toBe("");
    expect(writeFilterState("", { options: {}, sliders: {} })).toBe("");
  });

  it("unescapes commas in other parameters too, and encodes everything else", () => {
    expect(
      writeFilterState("?q=a%2Cb%26c", { options: { colour: ["crème", "navy blue"] }, sliders: {} }),
    ).toBe("?q=a,b%26c&o_colour=cr%C3%A8me,navy+blue");
  });

  it("reads back what it wrote for valid states, keeping other parameters aside", () => {
    const optionKeys = ["colour", "stock", "size", "material"];
    const sliderKeys = ["klevu_price", "weight", "age"];
    const valueChar = fc.constantFrom(..."abcxyzABZ019_ .-éßçÅ中ä".split(""));
    const value = fc.string({ unit: valueChar, minLength: 1, maxLength: 64 });
    const options = fc.dictionary(
      fc.constantFrom(...optionKeys),
      fc.uniqueArray(value, { minLength: 1, maxLength: 5 }),
      { noNullPrototype: true },
    );
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
    const range = fc.tuple(amount, amount).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
    const sliders = fc.dictionary(fc.constantFrom(...sliderKeys), range, { noNullPrototype: true });
    const other = fc.constantFrom("", "?q=bib", "?sort=name&q=a%2Cb", "?o_colour=stale&s_price=1-2&page=2");
    fc.assert(
      fc.property(options, sliders, other, (o, s, search) => {
        const state: FilterState = { options: o, sliders: s };
        const written = writeFilterState(search, state);
        expect(readFilterState(written, { options: optionKeys, sliders: sliderKeys })).toEqual(state);
        expect(writeFilterState(written, state)).toBe(written);
      }),
    );
  });
});

describe("toggleOption", () => {
  const state: FilterState = { options: { colour: ["black"] }, sliders: { price: [0, 100] } };

  it("adds a value that is not selected, at the end", () => {
    expect(toggleOption(state, "colour", "white")).toEqual({
      options: { colour: ["black", "white"] },
      sliders: { price: [0, 100] },
    });
  });

  it("starts a key that has no values yet", () => {
    expect(toggleOption(state, "stock", "in").options).toEqual({ colour: ["black"], stock: ["in"] });
  });

  it("removes a value that is selected, and the key once it is empty", () => {
    const two = toggleOption(state, "colour", "white");
    expect(toggleOption(two, "colour", "black").options).toEqual({ colour: ["white"] });
    const none = toggleOption(state, "colour", "black");
    expect(none).toEqual({ options: {}, sliders: { price: [0, 100] } });
    expect(Object.keys(none.options)).toEqual([]);
  });

  it("does not change the state it is given", () => {
    toggleOption(state, "colour", "black");
    toggleOption(state, "colour", "white");
    expect(state).toEqual({ options: { colour: ["black"] }, sliders: { price: [0, 100] } });
  });

  it("selects a key that names an object internal like any other", () => {
    expect(toggleOption(readFilterState(""), "constructor", "x").options).toEqual({ constructor: ["x"] });
  });
});

describe("sliderActive", () => {
  it("is inactive for the full range and active when either end moves in", () => {
    expect(sliderActive([0, 300], [0, 300])).toBe(false);
    expect(sliderActive([10, 300], [0, 300])).toBe(true);
    expect(sliderActive([0, 250], [0, 300])).toBe(true);
    expect(sliderActive([10, 250], [0, 300])).toBe(true);
  });
});

describe("the price filter in the address", () => {
  it("is written as s_ and the search service's key, s_klevu_price", () => {
    expect(writeFilterState("?q=bib", { options: {}, sliders: { klevu_price: [0, 50] } })).toBe(
      "?q=bib&s_klevu_price=0-50",
    );
  });

  it("reads links written with the old name, s_price, too, and writes them back under the service's key", () => {
    for (const name of ["s_price", "s_klevu_price"]) {
      const state = read(`?o_colour=powder-blue&${name}=0-50`);
      expect(state, name).toEqual({
        options: { colour: ["powder-blue"] },
        sliders: { klevu_price: [0, 50] },
      });
      const written = new URLSearchParams(writeFilterState(`?${name}=0-50`, state));
      expect([...written].sort(), name).toEqual([
        ["o_colour", "powder-blue"],
        ["s_klevu_price", "0-50"],
      ]);
    }
  });
});

describe("filters before the service has named them", () => {
  it("reads any well-formed key, and nothing else", () => {
    expect(readFilterState("?o_category=a,b&s_klevu_price=10-90&o_bad%20key=x&o_=y&q=carr")).toEqual({
      options: { category: ["a", "b"] },
      sliders: { klevu_price: [10, 90] },
    });
  });

  it("drops the filters that no longer exist, or changed type", () => {
    const state = {
      options: { colour: ["black"], gone: ["x"], price: ["1"] },
      sliders: { price: [1, 2] as [number, number] },
    };
    expect(keepFilters(state, { options: ["colour"], sliders: ["price"] })).toEqual({
      options: { colour: ["black"] },
      sliders: { price: [1, 2] },
    });
  });
});
