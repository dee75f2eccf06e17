import { describe, expect, it } from "vitest";
import { lookupFieldErrors, returnRequest, type OrderLookup } from "../../src/checkout/return-request";

const found: Extract<OrderLookup, { status: "found" }> = {
  status: "found",
  orderNumber: "BS-261125-K4M7Q",
  items: [
    { sku: "bouncer-bliss-sand", name: "Bouncer Bliss", colour: "Sand gray", quantity: 1 },
    { sku: "spoon-set-white", name: "Spoon set", colour: "White", quantity: 2 },
  ],
};

describe("the return form's first step", () => {
  it("asks for both fields", () => {
    expect(lookupFieldErrors(" ", "")).toEqual({ orderNumber: true, email: true });
    expect(lookupFieldErrors("BS-1", " ")).toEqual({ email: true });
    expect(lookupFieldErrors("BS-1", "anna@voorbeeld.nl")).toEqual({});
  });
});

describe("the return request", () => {
  it("holds each item with a reason, whole, and leaves the others out", () => {
    expect(
      returnRequest(found, " parent@example.com", { "spoon-set-white": "damaged", "bouncer-bliss-sand": "" }),
    ).toEqual({
      orderNumber: "BS-261125-K4M7Q",
      email: "parent@example.com",
      items: [{ sku: "spoon-set-white", quantity: 2, reason: "damaged" }],
    });
  });

  it("is not made when no item has a reason", () => {
    expect(returnRequest(found, "parent@example.com", { "bouncer-bliss-sand": "" })).toBeNull();
  });
});
