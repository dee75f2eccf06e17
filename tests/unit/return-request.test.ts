import { describe, expect, it } from "vitest";
import { EMPTY_FORM } from "../../src/checkout/checkout-form";
import { lookupFieldErrors, returnRequest } from "../../src/checkout/return-request";
import { lookUpOrder, returnNumber } from "../../src/commerce/embedded/order-lookup";
import type { Order } from "../../src/commerce/platform";

const line = (sku: string, name: string, quantity: number) => ({
  sku,
  handle: sku,
  name,
  colour: "Sand gray",
  path: `/products/${sku}/`,
  image: `/images/${sku}.svg`,
  unitPrice: 10,
  quantity,
});

const order: Order = {
  form: { ...EMPTY_FORM, email: "Parent@Example.com" },
  lines: [line("bouncer-bliss-sand", "Bouncer Bliss", 1), line("spoon-set-white", "Spoon set", 2)],
  giftMessage: null,
  giftBox: false,
  currency: "EUR",
  totals: { subtotal: 30, gifts: 0, shipping: 4.95, total: 34.95 },
  affiliate: {},
  number: "BS-261125-K4M7Q",
  placedAt: "2026-11-25T10:00:00.000Z",
  status: "paid",
};

describe("looking up an order to return", () => {
  it("finds a paid order by its number as typed and its email in any case", () => {
    expect(lookUpOrder(order, " bs-261125-k4m7q ", "parent@example.COM ")).toEqual({
      status: "found",
      orderNumber: "BS-261125-K4M7Q",
      items: [
        {
          sku: "bouncer-bliss-sand",
          name: "Bouncer Bliss",
          colour: "Sand gray",
          image: "/images/bouncer-bliss-sand.svg",
          quantity: 1,
        },
        {
          sku: "spoon-set-white",
          name: "Spoon set",
          colour: "Sand gray",
          image: "/images/spoon-set-white.svg",
          quantity: 2,
        },
      ],
    });
  });

  it("tells an unknown order from a wrong email address", () => {
    expect(lookUpOrder(order, "BS-261125-XXXXX", "parent@example.com")).toEqual({ status: "unknown-order" });
    expect(lookUpOrder(null, "BS-261125-K4M7Q", "parent@example.com")).toEqual({ status: "unknown-order" });
    expect(lookUpOrder(order, "BS-261125-K4M7Q", "other@example.com")).toEqual({ status: "wrong-email" });
  });

  it("does not offer an order still waiting for payment", () => {
    expect(lookUpOrder({ ...order, status: "awaiting-payment" }, order.number, "parent@example.com")).toEqual(
      {
        status: "unknown-order",
      },
    );
  });

  it("asks for both fields", () => {
    expect(lookupFieldErrors(" ", "")).toEqual({ orderNumber: true, email: true });
    expect(lookupFieldErrors("BS-1", " ")).toEqual({ email: true });
    expect(lookupFieldErrors("BS-1", "anna@voorbeeld.nl")).toEqual({});
  });
});

describe("the return request", () => {
  const found = lookUpOrder(order, order.number, "parent@example.com");
  if (found.status !== "found") throw new Error("the order should be found");

  it("holds each item with a reason, whole, and leaves the others out", () => {
    expect(
      returnRequest(
        found,
        " parent@example.com",
        { "spoon-set-white": "damaged", "bouncer-bliss-sand": "" },
        "nl-NL",
      ),
    ).toEqual({
      orderNumber: "BS-261125-K4M7Q",
      email: "parent@example.com",
      items: [{ sku: "spoon-set-white", quantity: 2, reason: "damaged" }],
      language: "nl-NL",
    });
  });

  it("is not made when no item has a reason", () => {
    expect(returnRequest(found, "parent@example.com", { "bouncer-bliss-sand": "" }, "en-US")).toBeNull();
  });

  it("numbers each return of an order after it", () => {
    expect(returnNumber("BS-261125-K4M7Q", 0)).toBe("BS-261125-K4M7Q-R1");
    expect(returnNumber("BS-261125-K4M7Q", 2)).toBe("BS-261125-K4M7Q-R3");
  });
});
