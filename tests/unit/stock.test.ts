import { describe, expect, it } from "vitest";
import { addLine, MAX_QUANTITY, setQuantity, type CartLine } from "../../src/cart/cart-lines";
import { addable, LOW_STOCK, stockLevel } from "../../src/cart/stock";
import { limitToStock, shortLines } from "../../src/cart/stock-check";
import { putBack } from "../../src/cart/undo-removal";
import { cartItem } from "./support/cart-line";

const line = (sku: string, quantity: number, stock?: number): CartLine => ({
  ...cartItem(sku),
  quantity,
  ...(stock === undefined ? {} : { stock }),
});

describe("the cart's cap", () => {
  it("adds no more than the stock, also to what the cart already holds", () => {
    expect(addLine([], { ...cartItem("A"), stock: 9 }, 10)[0]?.quantity).toBe(9);
    expect(addLine([line("A", 3, 9)], { ...cartItem("A"), stock: 9 }, 10)[0]?.quantity).toBe(9);
  });

  it("takes the stock the newest addition brings", () => {
    expect(addLine([line("A", 3, 9)], { ...cartItem("A"), stock: 4 }, 2)[0]).toMatchObject({
      quantity: 4,
      stock: 4,
    });
  });

  it("sets no quantity beyond the stock, and none beyond one order's most without a known stock", () => {
    expect(setQuantity([line("A", 9, 9)], "A", 10)[0]?.quantity).toBe(9);
    expect(setQuantity([line("A", 9)], "A", 11)[0]?.quantity).toBe(MAX_QUANTITY);
  });

  it("puts a removed line back no higher than its stock", () => {
    expect(putBack([line("A", 5, 6)], { line: line("A", 4, 6), index: 0 })[0]?.quantity).toBe(6);
  });
});

describe("stockLevel", () => {
  it("is low from the most one order takes down, so the limit is seen before it is met", () => {
    expect(LOW_STOCK).toBe(MAX_QUANTITY);
    expect(stockLevel(0)).toBe("outOfStock");
    expect(stockLevel(1)).toBe("lowStock");
    expect(stockLevel(9)).toBe("lowStock");
    expect(stockLevel(10)).toBe("lowStock");
    expect(stockLevel(11)).toBe("inStock");
  });
});

describe("addable", () => {
  it("is what the stock leaves beside the cart, never more than one order's most", () => {
    expect(addable(9, 0)).toBe(9);
    expect(addable(9, 8)).toBe(1);
    expect(addable(9, 9)).toBe(0);
    expect(addable(40, 3)).toBe(MAX_QUANTITY - 3);
    expect(addable(0, 0)).toBe(0);
  });
});

describe("shortLines and limitToStock", () => {
  const cart = [line("A", 3, 9), line("B", 2, 5), line("BUNDLE-X", 1)];

  it("finds the lines the shop now has fewer of, and leaves SKUs it does not count alone", () => {
    expect(shortLines(cart, { A: 2, B: 5 })).toEqual([
      { sku: "A", name: "Product A", colour: "Black", available: 2 },
    ]);
    expect(shortLines(cart, { A: 9, B: 0 })).toEqual([
      { sku: "B", name: "Product B", colour: "Black", available: 0 },
    ]);
  });

  it("brings short lines down to the stock and takes sold-out ones out", () => {
    const limited = limitToStock(cart, shortLines(cart, { A: 2, B: 0 }));
    expect(limited.map(({ sku, quantity, stock }) => ({ sku, quantity, stock }))).toEqual([
      { sku: "A", quantity: 2, stock: 2 },
      { sku: "BUNDLE-X", quantity: 1, stock: undefined },
    ]);
  });
});
