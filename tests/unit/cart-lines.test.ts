import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addLine,
  cartTotals,
  MAX_QUANTITY,
  removeLine,
  setQuantity,
  type CartLine,
} from "../../src/cart/cart-lines";
import { cartItem } from "./support/cart-line";

const item = cartItem;

const line = (sku: string, quantity: number, unitPrice = 10): CartLine => ({
  ...item(sku, unitPrice),
  quantity,
});

const quantities = (lines: readonly CartLine[]) => lines.map(({ sku, quantity }) => [sku, quantity]);

describe("addLine", () => {
  it("adds a new line with quantity 1 by default, after the existing lines", () => {
    const lines = addLine([line("A", 2)], item("B"));
    expect(quantities(lines)).toEqual([
      ["A", 2],
      ["B", 1],
    ]);
    expect(lines[1]).toEqual(line("B", 1));
  });

  it("adds the given quantity of a new line", () => {
    expect(quantities(addLine([], item("A"), 3))).toEqual([["A", 3]]);
  });

  it("adds to the quantity of a line with the same SKU instead of adding a second line", () => {
    const lines = addLine([line("A", 2), line("B", 1)], item("A"), 3);
    expect(quantities(lines)).toEqual([
      ["A", 5],
      ["B", 1],
    ]);
  });

  it("clamps a new line and an existing line to MAX_QUANTITY", () => {
    expect(MAX_QUANTITY).toBe(10);
    expect(quantities(addLine([], item("A"), 25))).toEqual([["A", MAX_QUANTITY]]);
    expect(quantities(addLine([line("A", 8)], item("A"), 5))).toEqual([["A", MAX_QUANTITY]]);
    expect(quantities(addLine([line("A", MAX_QUANTITY)], item("A")))).toEqual([["A", MAX_QUANTITY]]);
  });

  it("does not add a line with quantity 0 (or less)", () => {
    expect(addLine([], item("A"), 0)).toEqual([]);
    expect(addLine([], item("A"), -2)).toEqual([]);
    expect(quantities(addLine([line("B", 1)], item("A"), 0))).toEqual([["B", 1]]);
  });

  it("does not change the lines it is given", () => {
    const lines = [line("A", 1)];
    addLine(lines, item("A"), 2);
    addLine(lines, item("B"));
    expect(lines).toEqual([line("A", 1)]);
  });
});

describe("setQuantity", () => {
  const cart = [line("A", 2), line("B", 3)];

  it("sets the quantity of the line with that SKU only", () => {
    expect(quantities(setQuantity(cart, "B", 7))).toEqual([
      ["A", 2],
      ["B", 7],
    ]);
  });

  it("removes the line when the quantity is 0 or less", () => {
    expect(quantities(setQuantity(cart, "A", 0))).toEqual([["B", 3]]);
    expect(quantities(setQuantity(cart, "A", -1))).toEqual([["B", 3]]);
  });

  it("clamps to MAX_QUANTITY and floors fractions", () => {
    expect(quantities(setQuantity(cart, "A", 99))).toEqual([
      ["A", MAX_QUANTITY],
      ["B", 3],
    ]);
    expect(quantities(setQuantity(cart, "A", 4.9))).toEqual([
      ["A", 4],
      ["B", 3],
    ]);
    expect(quantities(setQuantity(cart, "A", 0.5))).toEqual([["B", 3]]);
  });

  it("leaves the cart as it is for an unknown SKU", () => {
    expect(setQuantity(cart, "Z", 5)).toEqual(cart);
  });
});

describe("removeLine", () => {
  it("removes the line with that SKU and keeps the others in order", () => {
    const cart = [line("A", 1), line("B", 2), line("C", 3)];
    expect(quantities(removeLine(cart, "B"))).toEqual([
      ["A", 1],
      ["C", 3],
    ]);
    expect(removeLine(cart, "Z")).toEqual(cart);
    expect(cart).toHaveLength(3);
  });
});

describe("cartTotals", () => {
  it("is all zeros for an empty cart without extras", () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0, gifts: 0, shipping: 0, total: 0 });
  });

  it("adds money in cents, so 0.10 + 0.20 is exactly 0.30", () => {
    const totals = cartTotals([line("A", 1, 0.1), line("B", 1, 0.2)]);
    expect(totals.subtotal).toBe(0.3);
    expect(totals.total).toBe(0.3);
  });

  it("multiplies unit prices by quantities without float drift", () => {
    // 3 × 19.99 in floating point is 59.96999999999999.
    const totals = cartTotals([line("A", 3, 19.99), line("B", 2, 0.15)]);
    expect(totals.subtotal).toBe(60.27);
    expect(totals.itemCount).toBe(5);
  });

  it("adds gift message, gift box and shipping to the total", () => {
    const totals = cartTotals([line("A", 2, 189.95)], { giftMessage: 2.95, giftBox: 6.95, shipping: 4.95 });
    expect(totals).toEqual({ itemCount: 2, subtotal: 379.9, gifts: 9.9, shipping: 4.95, total: 394.75 });
  });

  it("counts only the extras that are given", () => {
    expect(cartTotals([line("A", 1, 10)], { giftBox: 6.95 })).toEqual({
      itemCount: 1,
      subtotal: 10,
      gifts: 6.95,
      shipping: 0,
      total: 16.95,
    });
  });

  it("has total = subtotal + gifts + shipping to the cent and itemCount = sum of quantities", () => {
    const money = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
    const lineArb = fc.record({
      sku: fc.stringMatching(/^[A-Z]{1,4}$/),
      unitPrice: money,
      quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        fc.option(money, { nil: undefined }),
        fc.option(money, { nil: undefined }),
        fc.option(money, { nil: undefined }),
        (generated, giftMessage, giftBox, shipping) => {
          const lines = generated.map(({ sku, unitPrice, quantity }) => line(sku, quantity, unitPrice));
          const totals = cartTotals(lines, { giftMessage, giftBox, shipping });
          const inCents = (amount: number) => Math.round(amount * 100);
          expect(inCents(totals.total)).toBe(
            inCents(totals.subtotal) + inCents(totals.gifts) + inCents(totals.shipping),
          );
          expect(inCents(totals.subtotal)).toBe(
            lines.reduce((sum, l) => sum + inCents(l.unitPrice) * l.quantity, 0),
          );
          expect(totals.itemCount).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
          // Each amount is a whole number of cents.
          for (const amount of [totals.total, totals.subtotal, totals.gifts, totals.shipping])
            expect(amount).toBe(inCents(amount) / 100);
        },
      ),
    );
  });
});
