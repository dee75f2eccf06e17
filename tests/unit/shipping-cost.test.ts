import { describe, expect, it } from "vitest";
import { shippingCost, type ShippingOption } from "../../src/checkout/shipping";

const standard: ShippingOption = {
  id: "standard",
  name: "Standard shipping",
  delivery: "2–4 business days",
  price: 4.95,
  freeFrom: 50,
};
const express: ShippingOption = { ...standard, id: "express", name: "Express", price: 9.95, freeFrom: null };

describe("shippingCost", () => {
  it("charges the price below freeFrom", () => {
    expect(shippingCost(standard, 0)).toBe(4.95);
    expect(shippingCost(standard, 49.99)).toBe(4.95);
  });

  it("is free at and above freeFrom", () => {
    expect(shippingCost(standard, 50)).toBe(0);
    expect(shippingCost(standard, 50.01)).toBe(0);
    expect(shippingCost(standard, 1000)).toBe(0);
  });

  it("is never free when freeFrom is null", () => {
    for (const subtotal of [0, 50, 1_000_000]) expect(shippingCost(express, subtotal)).toBe(9.95);
  });

  it("is free from a freeFrom of 0, even for an empty order", () => {
    expect(shippingCost({ ...standard, freeFrom: 0 }, 0)).toBe(0);
  });
});
