import { describe, expect, it } from "vitest";
import { EMPTY_FORM, fieldId } from "../../src/checkout/checkout-form";
import { errorSummary } from "../../src/checkout/error-summary";
import { orderSummary } from "../../src/checkout/order-summary";
import { preselection } from "../../src/checkout/preselect";
import { cheapestShipping } from "../../src/checkout/shipping";
import type { ShippingOption } from "../../src/checkout/shipping";
import { checkoutStep } from "../../src/checkout/steps";

const STANDARD: ShippingOption = {
  id: "standard",
  name: "Standard shipping",
  delivery: "2–4 business days",
  price: 4.95,
  freeFrom: 50,
};
const EXPRESS: ShippingOption = {
  id: "express",
  name: "Express",
  delivery: "Next day",
  price: 9.95,
  freeFrom: null,
};
const PICKUP: ShippingOption = { id: "pickup", name: "Pickup", delivery: "Today", price: 0, freeFrom: null };

describe("the error summary", () => {
  it("lists invalid fields in the form's order, not in the order they were found", () => {
    const entries = errorSummary({ payment: "choice", city: "required", email: "email" }, {});
    expect(entries.map((entry) => entry.field)).toEqual(["email", "city", "payment"]);
    expect(entries[0]).toEqual({ field: "email", error: "email", targetId: "checkout-email" });
  });

  it("points a choice at its first option, the control that takes focus", () => {
    const [entry] = errorSummary({ shipping: "choice" }, { shipping: "standard", payment: "card" });
    expect(entry?.targetId).toBe("checkout-shipping-standard");
    expect(entry?.targetId).toBe(fieldId("shipping", "standard"));
  });

  it("is empty for a form without errors, fields cleared by editing included", () => {
    expect(errorSummary({}, {})).toEqual([]);
    expect(errorSummary({ email: undefined }, {})).toEqual([]);
  });
});

describe("preselection", () => {
  const context = {
    shipping: [EXPRESS, STANDARD],
    subtotal: 20,
    shoppingCountry: "BE",
    allowedCountries: ["NL", "BE"],
  };

  it("picks the method that costs least for this order", () => {
    expect(cheapestShipping([EXPRESS, STANDARD], 20)).toBe("standard");
    expect(cheapestShipping([], 20)).toBeUndefined();
  });

  it("counts a method that is free from the order's value as free", () => {
    const cheapExpress = { ...EXPRESS, price: 3.95 };
    expect(cheapestShipping([STANDARD, cheapExpress], 20)).toBe("express");
    expect(cheapestShipping([STANDARD, cheapExpress], 60)).toBe("standard");
  });

  it("takes the first of equally cheap methods", () => {
    expect(cheapestShipping([STANDARD, PICKUP], 60)).toBe("standard");
    expect(cheapestShipping([PICKUP, STANDARD], 60)).toBe("pickup");
  });

  it("fills the cheapest method and the shopping country into an empty form", () => {
    expect(preselection(EMPTY_FORM, context)).toEqual({ shipping: "standard", country: "BE" });
  });

  it("keeps what the shopper chose", () => {
    expect(preselection({ ...EMPTY_FORM, shipping: "express", country: "NL" }, context)).toEqual({});
  });

  it("replaces a method that is no longer offered", () => {
    expect(preselection({ ...EMPTY_FORM, shipping: "courier", country: "NL" }, context)).toEqual({
      shipping: "standard",
    });
  });

  it("leaves the country open when the shop does not sell to the shopping country or it is unknown", () => {
    expect(preselection(EMPTY_FORM, { ...context, shoppingCountry: "US" }).country).toBeUndefined();
    expect(preselection(EMPTY_FORM, { ...context, shoppingCountry: undefined }).country).toBeUndefined();
  });

  it("chooses no method when the shop offers none", () => {
    expect(preselection(EMPTY_FORM, { ...context, shipping: [] }).shipping).toBeUndefined();
  });
});

describe("the order summary", () => {
  const names = { NL: "Nederland", BE: "België" };

  it("names the shipping method, its delivery estimate, the payment method and the country", () => {
    expect(
      orderSummary({ shipping: "standard", payment: "ideal", country: "NL" }, [STANDARD, EXPRESS], names),
    ).toEqual({
      shipping: { name: "Standard shipping", delivery: "2–4 business days" },
      paymentLabel: "checkout.paymentIdeal",
      countryName: "Nederland",
    });
  });

  it("says nothing it does not know: a method no longer offered, an unknown payment, a nameless country", () => {
    expect(orderSummary({ shipping: "courier", payment: "cash", country: "XK" }, [STANDARD], names)).toEqual({
      shipping: null,
      paymentLabel: null,
      countryName: "XK",
    });
  });
});

describe("the step in the history state", () => {
  it("reads the step, the control to focus and the cancelled payment notice", () => {
    expect(checkoutStep({ step: "review", notice: "cancelled", key: "abc" })).toEqual({
      step: "review",
      notice: "cancelled",
    });
    expect(checkoutStep({ step: "details", focus: "checkout-payment-ideal" })).toEqual({
      step: "details",
      focus: "checkout-payment-ideal",
    });
    expect(checkoutStep({ step: "payment" })).toEqual({ step: "payment" });
  });

  it("starts at the details form for a fresh visit or anything unexpected", () => {
    for (const state of [null, undefined, "review", { step: "pay" }, { key: "k" }])
      expect(checkoutStep(state)).toEqual({ step: "details" });
    expect(checkoutStep({ step: "details", focus: "#x, body", notice: "cancelled" })).toEqual({
      step: "details",
    });
  });
});
