import { describe, expect, it } from "vitest";
import { MAX_QUANTITY, type CartLine } from "../../src/cart/cart-lines";
import { putBack, takeOut } from "../../src/cart/undo-removal";

const line = (sku: string, quantity: number): CartLine => ({
  sku,
  handle: sku.toLowerCase(),
  name: sku,
  colour: "White",
  path: `/products/${sku.toLowerCase()}/`,
  image: `/images/${sku.toLowerCase()}.svg`,
  unitPrice: 9.95,
  quantity,
});
const cart = [line("A", 1), line("B", 3), line("C", 2)];
const skus = (lines: CartLine[]) => lines.map((l) => `${l.sku}×${l.quantity}`);

describe("takeOut and putBack", () => {
  it("puts a line back at its place with its quantity", () => {
    for (const sku of ["A", "B", "C"]) {
      const { lines, removed } = takeOut(cart, sku);
      expect(lines.map((l) => l.sku)).not.toContain(sku);
      expect(putBack(lines, removed!)).toEqual(cart);
    }
  });

  it("puts the only line back into an empty cart", () => {
    const { lines, removed } = takeOut([line("A", 4)], "A");
    expect(lines).toEqual([]);
    expect(skus(putBack(lines, removed!))).toEqual(["A×4"]);
  });

  it("puts a line back at the end when the cart got shorter meanwhile", () => {
    const { lines, removed } = takeOut(cart, "C");
    expect(skus(putBack(takeOut(lines, "A").lines, removed!))).toEqual(["B×3", "C×2"]);
  });

  it("adds the quantities, up to the maximum, when the product was added again meanwhile", () => {
    const { lines, removed } = takeOut(cart, "B");
    const again = [...lines, line("B", 1)];
    expect(skus(putBack(again, removed!))).toEqual(["A×1", "C×2", "B×4"]);
    expect(putBack([line("B", MAX_QUANTITY)], removed!)[0]?.quantity).toBe(MAX_QUANTITY);
  });

  it("removes nothing for an unknown SKU", () => {
    const { lines, removed } = takeOut(cart, "Z");
    expect(lines).toEqual(cart);
    expect(removed).toBeUndefined();
  });
});
