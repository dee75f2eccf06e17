import { describe, expect, it } from "vitest";
import type { CartLine } from "../../src/cart/cart-lines";
import { EMPTY_FORM } from "../../src/checkout/checkout-form";
import { cartEstimate } from "../../src/checkout/cart-estimate";
import { checkoutTotals, type CheckoutOffer } from "../../src/checkout/checkout-totals";
import type { CheckoutCart } from "../../src/checkout/order-request";
import { orderRequest } from "../../src/checkout/order-request";
import { cartItem } from "./support/cart-line";

const line = (sku: string, unitPrice: number, quantity: number): CartLine => ({
  ...cartItem(sku, unitPrice),
  quantity,
});

const OFFER: CheckoutOffer = {
  giftMessage: { unitPrice: 2.5 },
  giftBox: { unitPrice: 4.95 },
  shipping: [
    { id: "standard", price: 4.95, freeFrom: 50 },
    { id: "express", price: 9.95, freeFrom: null },
  ],
};

const cart = (lines: CartLine[], gifts: Partial<CheckoutCart> = {}): CheckoutCart => ({
  lines,
  giftMessage: null,
  giftBox: false,
  ...gifts,
});

describe("cartEstimate", () => {
  it("charges shipping by the method the checkout picks, the cheapest, and counts what free shipping needs", () => {
    const { totals, freeShipping } = cartEstimate(cart([line("A", 9.95, 1)]), OFFER);
    expect(totals).toEqual({ itemCount: 1, subtotal: 9.95, gifts: 0, shipping: 4.95, total: 14.9 });
    expect(freeShipping).toEqual({ kind: "short", remaining: 40.05, threshold: 50 });
  });

  it("is the checkout's total for the same cart once the cheapest method is chosen, gifts included", () => {
    const gifts = cart([line("A", 20, 1)], { giftMessage: "Hi", giftBox: true });
    expect(cartEstimate(gifts, OFFER).totals).toEqual(checkoutTotals(gifts, OFFER, "standard").totals);
    expect(cartEstimate(gifts, OFFER).totals.total).toBe(32.4);
  });

  it("ships free from the threshold, and says so", () => {
    const { totals, freeShipping } = cartEstimate(cart([line("A", 25, 2)]), OFFER);
    expect(totals.shipping).toBe(0);
    expect(totals.total).toBe(50);
    expect(freeShipping).toEqual({ kind: "free" });
  });
});

describe("checkoutTotals", () => {
  it("adds the lines, and charges the chosen method's shipping below its free-from value", () => {
    const { totals, method } = checkoutTotals(cart([line("A", 19.95, 2)]), OFFER, "standard");
    expect(method?.id).toBe("standard");
    expect(totals).toEqual({ itemCount: 2, subtotal: 39.9, gifts: 0, shipping: 4.95, total: 44.85 });
  });

  it("ships free from the free-from value of the lines alone, gifts not counted", () => {
    const lines = [line("A", 45, 1)];
    const gifts = { giftMessage: "Congratulations!", giftBox: true };
    expect(checkoutTotals(cart(lines, gifts), OFFER, "standard").totals.shipping).toBe(4.95);
    expect(checkoutTotals(cart([line("A", 50, 1)]), OFFER, "standard").totals.shipping).toBe(0);
    expect(checkoutTotals(cart([line("A", 50, 1)]), OFFER, "express").totals.shipping).toBe(9.95);
  });

  it("charges the gift message when there is one, an empty one too, and the gift box when asked for", () => {
    const lines = [line("A", 10, 1)];
    expect(checkoutTotals(cart(lines, { giftMessage: "" }), OFFER, "express").totals.gifts).toBe(2.5);
    expect(checkoutTotals(cart(lines, { giftBox: true }), OFFER, "express").totals.gifts).toBe(4.95);
    expect(
      checkoutTotals(cart(lines, { giftMessage: "Hi", giftBox: true }), OFFER, "express").totals,
    ).toEqual({ itemCount: 1, subtotal: 10, gifts: 7.45, shipping: 9.95, total: 27.4 });
  });

  it("counts no shipping until a method the shop offers is chosen", () => {
    for (const shippingId of ["", "pigeon"]) {
      const { totals, method } = checkoutTotals(cart([line("A", 10, 1)]), OFFER, shippingId);
      expect(method).toBeUndefined();
      expect(totals.shipping).toBe(0);
      expect(totals.total).toBe(10);
    }
  });

  it("adds money in cents", () => {
    const { totals } = checkoutTotals(cart([line("A", 0.1, 1), line("B", 0.2, 1)]), OFFER, "standard");
    expect(totals.total).toBe(5.25);
  });
});

describe("orderRequest", () => {
  it("is the form, the cart's lines and gifts, the currency and the totals without the item count", () => {
    const form = { ...EMPTY_FORM, email: "anna@mail.example", shipping: "standard", payment: "ideal" };
    const lines = [line("A", 19.95, 2)];
    const { totals } = checkoutTotals(cart(lines, { giftBox: true }), OFFER, "standard");
    expect(orderRequest(form, cart(lines, { giftBox: true }), "EUR", totals, {})).toEqual({
      form,
      lines,
      giftMessage: null,
      giftBox: true,
      currency: "EUR",
      totals: { subtotal: 39.9, gifts: 4.95, shipping: 4.95, total: 49.8 },
      affiliate: {},
    });
  });

  it("carries the affiliate clicks the shopper came through, and only those", () => {
    const { totals } = checkoutTotals(cart([line("A", 19.95, 1)]), OFFER, "standard");
    const request = (ids: { awinId?: string; cjEventId?: string }) =>
      orderRequest(EMPTY_FORM, cart([line("A", 19.95, 1)]), "EUR", totals, ids).affiliate;
    expect(request({ awinId: "1234_abc", cjEventId: "evt42" })).toEqual({
      awinId: "1234_abc",
      cjEventId: "evt42",
    });
    expect(request({ cjEventId: "evt42" })).toEqual({ cjEventId: "evt42" });
    expect(request({ awinId: undefined, cjEventId: undefined })).toEqual({});
  });
});
