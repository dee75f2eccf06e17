import { describe, expect, it } from "vitest";
import { freeShipping, freeShippingThreshold } from "../../src/checkout/free-shipping";

const standard = { price: 4.95, freeFrom: 50 };
const express = { price: 9.95, freeFrom: null };

describe("freeShippingThreshold", () => {
  it("is the freeFrom of the cheapest method that can be free", () => {
    expect(freeShippingThreshold([express, standard])).toBe(50);
    expect(freeShippingThreshold([{ price: 9.95, freeFrom: 30 }, standard])).toBe(50);
  });

  it("ignores a cheaper method that is never free", () => {
    expect(
      freeShippingThreshold([
        { price: 2.95, freeFrom: null },
        { price: 9.95, freeFrom: 100 },
      ]),
    ).toBe(100);
  });

  it("takes the lower freeFrom of two methods at the same price", () => {
    expect(freeShippingThreshold([{ price: 4.95, freeFrom: 80 }, standard])).toBe(50);
  });

  it("is null when no method can be free, or there is none", () => {
    expect(freeShippingThreshold([express])).toBeNull();
    expect(freeShippingThreshold([])).toBeNull();
  });
});

describe("freeShipping", () => {
  it("is free at and above the threshold", () => {
    expect(freeShipping(50, 50)).toEqual({ kind: "free" });
    expect(freeShipping(50, 229.95)).toEqual({ kind: "free" });
    expect(freeShipping(0, 0)).toEqual({ kind: "free" });
  });

  it("says how much more is needed below it, to the cent", () => {
    expect(freeShipping(50, 9.95)).toEqual({ kind: "short", remaining: 40.05, threshold: 50 });
    expect(freeShipping(50, 49.99)).toEqual({ kind: "short", remaining: 0.01, threshold: 50 });
    expect(freeShipping(50, 0.1 + 0.2)).toEqual({ kind: "short", remaining: 49.7, threshold: 50 });
    expect(freeShipping(70000, 14500)).toEqual({ kind: "short", remaining: 55500, threshold: 70000 });
  });

  it("is never free without a threshold", () => {
    expect(freeShipping(null, 1_000_000)).toEqual({ kind: "never" });
  });
});
