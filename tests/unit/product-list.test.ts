import { describe, expect, it } from "vitest";
import {
  categoryListing,
  filterProducts,
  inChosenColour,
  isSortOrder,
  listColours,
  maxPrice,
  maxPriceSteps,
  priceBounds,
  SORT_ORDERS,
  sortProducts,
  withMaxPrice,
} from "../../src/catalogue/product-list";
import type { FilterState } from "../../src/filters/filter-url";
import type { ProductCard } from "../../src/catalogue/view-types";

const colour = (key: string) => ({ key, name: key, hex: "#000000" });

const card = (
  handle: string,
  name: string,
  price: number,
  colours: string[],
  inStock = true,
): ProductCard => ({
  handle,
  path: `/products/${handle}/`,
  name,
  summary: `${name}.`,
  price,
  currency: "EUR",
  image: `/images/products/${handle}-${colours[0]}.svg`,
  inStock,
  colours: colours.map(colour),
  category: "bouncers",
});

const PRODUCTS: ProductCard[] = [
  card("bliss", "Bouncer Bliss", 219.95, ["black", "sand-gray"]),
  card("easy", "bouncer Easy", 99.95, ["white"], false),
  card("air", "Äir Bouncer", 249, ["black"]),
  card("toy", "Zebra toy bar", 34.5, ["beige", "white"]),
  card("bag", "Travel bag", 99.95, ["black"], false),
];

const handles = (products: readonly ProductCard[]) => products.map((product) => product.handle);
const state = (options: FilterState["options"], sliders: FilterState["sliders"] = {}): FilterState => ({
  options,
  sliders,
});

describe("filterProducts", () => {
  it("keeps every product without filters", () => {
    expect(handles(filterProducts(PRODUCTS, state({})))).toEqual(["bliss", "easy", "air", "toy", "bag"]);
  });

  it("keeps products that come in any of the chosen colours", () => {
    expect(handles(filterProducts(PRODUCTS, state({ colour: ["white"] })))).toEqual(["easy", "toy"]);
    expect(handles(filterProducts(PRODUCTS, state({ colour: ["sand-gray", "beige"] })))).toEqual([
      "bliss",
      "toy",
    ]);
    expect(filterProducts(PRODUCTS, state({ colour: ["pink"] }))).toEqual([]);
  });

  it("keeps only products in stock for stock=in, and ignores other stock values", () => {
    expect(handles(filterProducts(PRODUCTS, state({ stock: ["in"] })))).toEqual(["bliss", "air", "toy"]);
    expect(handles(filterProducts(PRODUCTS, state({ stock: ["out"] })))).toHaveLength(5);
  });

  it("keeps prices within the slider range, both ends included", () => {
    expect(handles(filterProducts(PRODUCTS, state({}, { klevu_price: [99.95, 219.95] })))).toEqual([
      "bliss",
      "easy",
      "bag",
    ]);
    expect(handles(filterProducts(PRODUCTS, state({}, { klevu_price: [100, 219] })))).toEqual([]);
  });

  it("combines colour, stock and price", () => {
    expect(
      handles(
        filterProducts(
          PRODUCTS,
          state({ colour: ["black", "white"], stock: ["in"] }, { klevu_price: [50, 240] }),
        ),
      ),
    ).toEqual(["bliss"]);
  });

  it("does not change the list it is given", () => {
    const copy = [...PRODUCTS];
    filterProducts(PRODUCTS, state({ colour: ["white"] }));
    expect(PRODUCTS).toEqual(copy);
  });
});

describe("sortProducts", () => {
  it("keeps the catalogue order for relevance (featured)", () => {
    expect(handles(sortProducts(PRODUCTS, "relevance", "en-US"))).toEqual(handles(PRODUCTS));
  });

  it.each([
    [
      "by price ascending, ties in catalogue order",
      "price-asc",
      "en-US",
      ["toy", "easy", "bag", "bliss", "air"],
    ],
    [
      "by price descending, ties in catalogue order",
      "price-desc",
      "en-US",
      ["air", "bliss", "easy", "bag", "toy"],
    ],
    // By character code "Z" < "b" < "Ä"; in the language, case and accents do not come first.
    [
      "by name the way Dutch does, not by character code",
      "name-asc",
      "nl-NL",
      ["air", "bliss", "easy", "bag", "toy"],
    ],
  ] as const)("sorts %s", (_, sort, language, expected) => {
    expect(handles(sortProducts(PRODUCTS, sort, language))).toEqual(expected);
  });

  it("sorts by name the way English does, not by character code", () => {
    expect(sortProducts(PRODUCTS, "name-asc", "en-US").map((product) => product.name)).toEqual([
      "Äir Bouncer",
      "Bouncer Bliss",
      "bouncer Easy",
      "Travel bag",
      "Zebra toy bar",
    ]);
  });

  it("returns a new list and leaves the given one alone", () => {
    const copy = [...PRODUCTS];
    const sorted = sortProducts(PRODUCTS, "price-asc", "en-US");
    expect(sorted).not.toBe(PRODUCTS);
    expect(PRODUCTS).toEqual(copy);
    expect(sortProducts(PRODUCTS, "relevance", "en-US")).not.toBe(PRODUCTS);
  });
});

describe("maxPriceSteps", () => {
  it("lie between the cheapest and the dearest product, so each keeps some of the list", () => {
    // The carriers: from 119.95 to 229.95. Steps from zero offered "up to 60", which kept none.
    const carriers = [119.95, 149.95, 189.95, 229.95].map((price, i) => card(`c${i}`, "C", price, ["black"]));
    expect(maxPriceSteps(carriers)).toEqual([150, 180, 210]);
    for (const step of maxPriceSteps(PRODUCTS)) {
      const kept = filterProducts(PRODUCTS, state({}, { klevu_price: [0, step] }));
      expect(kept.length, `up to ${step}`).toBeGreaterThan(0);
      expect(kept.length, `up to ${step}`).toBeLessThan(PRODUCTS.length);
    }
  });

  it("offers none for one product or one price", () => {
    expect(maxPriceSteps([card("a", "A", 19.95, ["black"])])).toEqual([]);
    expect(maxPriceSteps([])).toEqual([]);
  });
});

describe("maxPrice and withMaxPrice", () => {
  it("keep the chosen up-to price as a price range from zero, beside the other filters", () => {
    const chosen = withMaxPrice(state({ colour: ["black"] }), 150);
    expect(chosen).toEqual(state({ colour: ["black"] }, { klevu_price: [0, 150] }));
    expect(maxPrice(chosen)).toBe(150);
    expect(handles(filterProducts(PRODUCTS, chosen))).toEqual(["bag"]);
  });

  it("take the price range away for any price, and read no price without one", () => {
    const chosen = state({ stock: ["in"] }, { klevu_price: [0, 150] });
    expect(withMaxPrice(chosen, undefined)).toEqual(state({ stock: ["in"] }));
    expect(withMaxPrice(chosen, 0)).toEqual(state({ stock: ["in"] }));
    expect(maxPrice(state({}))).toBeUndefined();
  });
});

describe("listColours", () => {
  it("lists each colour the products come in once, in the order they first appear", () => {
    expect(listColours(PRODUCTS).map((colour) => colour.key)).toEqual([
      "black",
      "sand-gray",
      "white",
      "beige",
    ]);
  });

  it("lists none for an empty list", () => {
    expect(listColours([])).toEqual([]);
  });
});

describe("priceBounds", () => {
  it("is [0, 0] without products", () => {
    expect(priceBounds([])).toEqual([0, 0]);
  });

  it("rounds the cheapest price down and the dearest up to whole units", () => {
    expect(priceBounds(PRODUCTS)).toEqual([34, 249]);
    expect(priceBounds([card("a", "A", 19.95, ["black"])])).toEqual([19, 20]);
    expect(priceBounds([card("a", "A", 20, ["black"]), card("b", "B", 30, ["black"])])).toEqual([20, 30]);
  });

  it("covers every product, so the full slider range filters nothing out", () => {
    const [min, max] = priceBounds(PRODUCTS);
    expect(filterProducts(PRODUCTS, state({}, { klevu_price: [min, max] }))).toHaveLength(PRODUCTS.length);
  });
});

describe("isSortOrder", () => {
  it("accepts each sort order", () => {
    for (const order of SORT_ORDERS) expect(isSortOrder(order)).toBe(true);
    expect(SORT_ORDERS).toEqual(["relevance", "price-asc", "price-desc", "name-asc"]);
  });

  it.each([null, "", "price", "PRICE-ASC", "name ", "newest"])("rejects %j", (value) => {
    expect(isSortOrder(value)).toBe(false);
  });
});

describe("inChosenColour", () => {
  const bliss = PRODUCTS[0]!;

  it("shows the product in the first chosen colour it comes in, and links to that colour", () => {
    expect(inChosenColour(bliss, ["white", "sand-gray", "black"])).toMatchObject({
      image: "/images/products/bliss-sand-gray.svg",
      path: "/products/bliss/?colour=sand-gray",
    });
  });

  it("leaves a card as it is without a chosen colour it comes in", () => {
    expect(inChosenColour(bliss, [])).toBe(bliss);
    expect(inChosenColour(bliss, ["white"])).toBe(bliss);
  });
});

describe("categoryListing", () => {
  it("shows the products the address filters for, sorted as it asks, each in the chosen colour", () => {
    const listing = categoryListing(PRODUCTS, state({ colour: ["black"] }), "price-desc", "en-US");
    expect(listing.order).toBe("price-desc");
    expect(listing.shown.map((shown) => shown.path)).toEqual([
      "/products/air/?colour=black",
      "/products/bliss/?colour=black",
      "/products/bag/?colour=black",
    ]);
  });

  it("offers every colour and price step of the whole category, whatever is filtered", () => {
    const listing = categoryListing(PRODUCTS, state({ stock: ["in"] }), null, "en-US");
    expect(listing.colours.map((offered) => offered.key)).toEqual(["black", "sand-gray", "white", "beige"]);
    expect(listing.priceSteps).toEqual(maxPriceSteps(PRODUCTS));
    expect(handles(listing.shown)).toEqual(["bliss", "air", "toy"]);
  });

  it("keeps the catalogue order for a sort it does not know", () => {
    const listing = categoryListing(PRODUCTS, state({}), "cheapest-first", "en-US");
    expect(listing.order).toBe("relevance");
    expect(handles(listing.shown)).toEqual(handles(PRODUCTS));
  });
});
