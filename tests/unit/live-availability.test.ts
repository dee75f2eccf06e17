import { describe, expect, it } from "vitest";
import { withAvailability } from "../../src/catalogue/live-availability";
import type { ProductView } from "../../src/catalogue/view-types";

const colour = (key: string) => ({ key, name: key, hex: "#000" });
const variant = (sku: string, key: string, stock: number) => ({
  sku,
  colour: colour(key),
  stock,
  image: `/${sku}.svg`,
});
const built = {
  handle: "baby-crib",
  price: 299,
  variants: [variant("CRB-WHT", "white", 4), variant("CRB-BLK", "black", 9)],
  colourChoices: [],
} as unknown as ProductView;

describe("a product page with the shop's stock and price of now", () => {
  it("takes each variant's stock and the price, and marks the colours sold out by that stock", () => {
    const view = withAvailability(built, {
      "CRB-WHT": { stock: 0, price: 279 },
      "CRB-BLK": { stock: 2, price: 279 },
    });
    expect(view.variants.map((v) => [v.sku, v.stock])).toEqual([
      ["CRB-WHT", 0],
      ["CRB-BLK", 2],
    ]);
    expect(view.price).toBe(279);
    expect(view.colourChoices.map((choice) => [choice.key, choice.soldOut])).toEqual([
      ["white", true],
      ["black", false],
    ]);
  });

  it("keeps what the shop did not name as built", () => {
    const view = withAvailability(built, { "CRB-BLK": { stock: 1, price: 299 } });
    expect(view.variants.map((v) => v.stock)).toEqual([4, 1]);
  });
});
