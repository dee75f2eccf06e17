import { describe, expect, it } from "vitest";
import { productDelivery } from "../../src/checkout/product-delivery";

const standard = { id: "standard", name: "Standard", delivery: "2–4 days", price: 4.95, freeFrom: 50 };
const express = { id: "express", name: "Express", delivery: "Next day", price: 9.95, freeFrom: null };
const returns = { text: "Free returns within 30 days", path: "/returns-and-warranty/" };

describe("productDelivery", () => {
  it("promises the cheapest method's delivery and price, and from when shipping is free", () => {
    expect(productDelivery([express, standard], 9.95, returns)).toEqual({
      estimate: "2–4 days",
      shipping: 4.95,
      freeFrom: 50,
      returns,
    });
  });

  it("says shipping is free for a product that reaches the threshold alone", () => {
    expect(productDelivery([standard, express], 50, returns)).toMatchObject({ shipping: 0, freeFrom: null });
    expect(productDelivery([standard, express], 79.95, returns)).toMatchObject({
      estimate: "2–4 days",
      shipping: 0,
    });
  });

  it("names no threshold where no method is ever free", () => {
    expect(productDelivery([express], 9.95, returns)).toMatchObject({ shipping: 9.95, freeFrom: null });
  });

  it("is null for a shop without shipping methods", () => {
    expect(productDelivery([], 9.95, returns)).toBeNull();
  });
});
