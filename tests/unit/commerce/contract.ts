import { expect } from "vitest";
import type { CartStore } from "../../../src/cart/cart-store";
import { EMPTY_FORM } from "../../../src/checkout/checkout-form";
import type { OrderRequest } from "../../../src/checkout/order-request";
import { isStockShortage, type CommercePlatform } from "../../../src/commerce/platform";
import { cartItem } from "../support/cart-line";

/**
 * A platform as the contract drives it: the platform itself, the shopper's cart where the platform
 * keeps it, and the levers a test pulls on the platform's side (its stock, its reachability).
 */
export interface PlatformUnderTest {
  platform: CommercePlatform;
  /** The cart as this visit's pages read it, already read from where it is kept. */
  cart: CartStore;
  /** The cart as the shopper's next visit reads it. */
  nextVisit(): Promise<CartStore>;
  setStock(sku: string, count: number): void;
  /** From now on the platform cannot be reached. */
  goOffline(): void;
}

const EMAIL = "parent@example.com";

/** The shopper fills the cart with these quantities and asks for the order. */
function shop(under: PlatformUnderTest, quantities: Record<string, number>): OrderRequest {
  under.cart.getState().clear();
  for (const [sku, quantity] of Object.entries(quantities))
    under.cart.getState().add(cartItem(sku), quantity);
  const { lines } = under.cart.getState();
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return {
    form: { ...EMPTY_FORM, email: EMAIL, firstName: "Sam", lastName: "Parent" },
    lines,
    giftMessage: null,
    giftBox: false,
    currency: "EUR",
    totals: { subtotal, gifts: 0, shipping: 0, total: subtotal },
    affiliate: {},
  };
}

/** What the shop promises its shoppers of every commerce platform, each rule on its own. */
export const CONTRACT: Record<string, (under: PlatformUnderTest) => Promise<void>> = {
  async "an order placed can be read back by its number"(under) {
    const placed = await under.platform.placeOrder(shop(under, { A1: 1 }));
    expect(await under.platform.getOrder(placed.number)).toEqual(placed);
    expect(await under.platform.orderAwaitingPayment()).toEqual(placed);
    await under.platform.settlePayment(placed.number, "paid");
    expect(await under.platform.getOrder(placed.number)).toMatchObject({
      number: placed.number,
      status: "paid",
    });
    expect(await under.platform.getOrder("BS-000000-AAAAA")).toBeNull();
  },

  async "the cart is kept for the shopper's next visit"(under) {
    const { lines } = shop(under, { A1: 2, B2: 1 });
    under.cart.getState().setGiftMessage("Welcome, little one");
    const next = (await under.nextVisit()).getState();
    expect(next.lines).toEqual(lines);
    expect(next.giftMessage).toBe("Welcome, little one");
  },

  async "paying empties the cart"(under) {
    const placed = await under.platform.placeOrder(shop(under, { A1: 2, B2: 1 }));
    const paid = await under.platform.settlePayment(placed.number, "paid");
    expect(paid).toMatchObject({ number: placed.number, status: "paid" });
    expect(under.cart.getState().lines).toEqual([]);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
  },

  async "cancelling keeps the cart"(under) {
    const request = shop(under, { A1: 2, B2: 1 });
    const placed = await under.platform.placeOrder(request);
    expect(await under.platform.settlePayment(placed.number, "cancelled")).toBeNull();
    expect(under.cart.getState().lines).toEqual(request.lines);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
    expect(await under.platform.getOrder(placed.number)).toBeNull();
  },

  async "stock never goes below zero"(under) {
    under.setStock("A1", 2);
    const tooMany = await under.platform.placeOrder(shop(under, { A1: 3 })).catch((error: unknown) => error);
    expect(isStockShortage(tooMany) && tooMany.short).toEqual([
      { sku: "A1", name: "Product A1", colour: "Black", available: 2 },
    ]);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
    const placed = await under.platform.placeOrder(shop(under, { A1: 2 }));
    await under.platform.settlePayment(placed.number, "paid");
    const soldOut = await under.platform.placeOrder(shop(under, { A1: 1 })).catch((error: unknown) => error);
    expect(isStockShortage(soldOut) && soldOut.short).toEqual([
      { sku: "A1", name: "Product A1", colour: "Black", available: 0 },
    ]);
  },

  async "a failing platform loses nothing"(under) {
    const request = shop(under, { A1: 1 });
    under.goOffline();
    const failure = await under.platform.placeOrder(request).then(
      () => undefined,
      (error: unknown) => error,
    );
    // A plain failure, which the checkout tells the shopper about: not a stock shortage to act on.
    expect(failure).toBeInstanceOf(Error);
    expect(isStockShortage(failure)).toBe(false);
    expect(under.cart.getState().lines).toEqual(request.lines);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
  },

  async "a back-in-stock request is kept, once a variant and address"(under) {
    const request = { sku: "A1", email: EMAIL, language: "nl-NL" };
    await under.platform.requestBackInStock(request);
    await under.platform.requestBackInStock(request);
    expect(await under.platform.backInStockEmail("A1")).toBe(EMAIL);
    expect(await under.platform.backInStockEmail("B2")).toBeUndefined();
  },

  async "a paid order is found for a return by its number and email"(under) {
    const placed = await under.platform.placeOrder(shop(under, { A1: 1 }));
    expect(await under.platform.findOrderForReturn(placed.number, EMAIL)).toEqual({
      status: "unknown-order",
    });
    await under.platform.settlePayment(placed.number, "paid");
    expect(await under.platform.findOrderForReturn(placed.number, "other@example.com")).toEqual({
      status: "wrong-email",
    });
    const found = await under.platform.findOrderForReturn(placed.number.toLowerCase(), EMAIL.toUpperCase());
    expect(found).toMatchObject({
      status: "found",
      orderNumber: placed.number,
      items: [{ sku: "A1", quantity: 1 }],
    });
    const receipt = await under.platform.requestReturn({
      orderNumber: placed.number,
      email: EMAIL,
      items: [{ sku: "A1", quantity: 1, reason: "changedMind" }],
      language: "nl-NL",
    });
    expect(receipt.returnNumber).toContain(placed.number);
  },
};
