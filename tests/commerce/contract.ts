import { expect } from "vitest";
import type { CartLine } from "../../src/cart/cart-lines";
import type { CartStore } from "../../src/cart/cart-store";
import { checkoutTotals, type CheckoutOffer } from "../../src/checkout/checkout-totals";
import type { OrderRequest } from "../../src/checkout/order-request";
import { DUTCH_FORM } from "../unit/support/checkout-form";
import { isCommerceUnavailable, isStockShortage, type CommercePlatform } from "../../src/commerce/platform";

/** A product variant as a page puts it in the cart. */
export type CartItem = Omit<CartLine, "quantity">;

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
  /** Another shopper, in another browser, on the same platform. */
  otherShopper(): Promise<PlatformUnderTest>;
  /** What the shop charges besides the products, as its checkout shows it. */
  offer: CheckoutOffer;
  /** Two variants this test has to itself, each with 10 to sell. */
  items: [CartItem, CartItem];
  /** Sets how many of a variant the shop has to sell, as the merchant does. */
  setStock(sku: string, count: number): Promise<void>;
  /** From now on the platform cannot be reached. */
  goOffline(): void;
}

const EMAIL = "parent@example.com";

/** The shopper fills the cart with these quantities of the test's items and asks for the order. */
async function shop(under: PlatformUnderTest, quantities: number[]): Promise<OrderRequest> {
  await under.cart.getState().clear();
  for (const [index, quantity] of quantities.entries())
    if (quantity > 0) await under.cart.getState().add(under.items[index]!, quantity);
  const { lines, giftMessage, giftBox } = under.cart.getState();
  // As the checkout prices it: the shop's shipping methods, gift options and the chosen method.
  const { subtotal, gifts, shipping, total } = checkoutTotals(
    { lines, giftMessage, giftBox },
    under.offer,
    "standard",
  ).totals;
  return {
    form: { ...DUTCH_FORM, email: EMAIL },
    lines,
    giftMessage,
    giftBox,
    currency: "EUR",
    totals: { subtotal, gifts, shipping, total },
    affiliate: {},
  };
}

const paid = { method: "ideal", outcome: "paid" } as const;

/** The cart's lines without what the shop has in stock, which other shoppers change. */
const bought = (lines: readonly CartLine[]) => lines.map(({ stock: _stock, ...line }) => line);

/** What the shop promises its shoppers of every commerce platform, each rule on its own. */
export const CONTRACT: Record<string, (under: PlatformUnderTest) => Promise<void>> = {
  async "an order placed can be read back by its number and key"(under) {
    const placed = await under.platform.placeOrder(await shop(under, [1]));
    expect(await under.platform.getOrder(placed.number, placed.key)).toEqual(placed);
    expect(await under.platform.orderAwaitingPayment()).toEqual(placed);
    await under.platform.pay(placed.number, paid);
    expect(await under.platform.getOrder(placed.number, placed.key)).toMatchObject({
      number: placed.number,
      status: "paid",
    });
    expect(await under.platform.getOrder(placed.number, "not-its-key")).toBeNull();
    expect(await under.platform.getOrder("BS-000000-AAAAA", placed.key)).toBeNull();
  },

  async "the order is what the shopper saw: lines, prices, shipping and total"(under) {
    const request = await shop(under, [2, 1]);
    const placed = await under.platform.placeOrder(request);
    expect(placed.lines.map(({ sku, quantity, unitPrice }) => ({ sku, quantity, unitPrice }))).toEqual(
      request.lines.map(({ sku, quantity, unitPrice }) => ({ sku, quantity, unitPrice })),
    );
    expect(placed.totals).toEqual(request.totals);
    // Every field as the shopper typed it.
    expect(placed.form).toEqual(request.form);
  },

  async "the cart is kept for the shopper's next visit"(under) {
    const { lines } = await shop(under, [2, 1]);
    under.cart.getState().setGiftMessage("Welcome, little one");
    await under.cart.getState().settled();
    const next = (await under.nextVisit()).getState();
    expect(next.lines).toEqual(lines);
    expect(next.giftMessage).toBe("Welcome, little one");
  },

  async "paying empties the cart"(under) {
    const placed = await under.platform.placeOrder(await shop(under, [2, 1]));
    const result = await under.platform.pay(placed.number, paid);
    expect(result).toMatchObject({ status: "paid", order: { number: placed.number, status: "paid" } });
    expect(under.cart.getState().lines).toEqual([]);
    expect((await under.nextVisit()).getState().lines).toEqual([]);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
  },

  async "cancelling keeps the cart"(under) {
    const request = await shop(under, [2, 1]);
    const placed = await under.platform.placeOrder(request);
    await under.platform.cancelPayment(placed.number);
    expect(under.cart.getState().lines).toEqual(request.lines);
    expect((await under.nextVisit()).getState().lines).toEqual(request.lines);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
  },

  async "a declined or failed payment leaves the order unpaid and the cart as it was"(under) {
    const request = await shop(under, [1]);
    const placed = await under.platform.placeOrder(request);
    expect(await under.platform.pay(placed.number, { method: "ideal", outcome: "declined" })).toEqual({
      status: "declined",
    });
    expect(await under.platform.pay(placed.number, { method: "ideal", outcome: "failed" })).toEqual({
      status: "failed",
    });
    expect(await under.platform.getOrder(placed.number, placed.key)).toMatchObject({
      status: "awaiting-payment",
    });
    expect(bought((await under.nextVisit()).getState().lines)).toEqual(bought(request.lines));
    expect(await under.platform.pay(placed.number, paid)).toMatchObject({ status: "paid" });
  },

  async "stock never goes below zero"(under) {
    const [item] = under.items;
    await under.setStock(item.sku, 2);
    const request = await shop(under, [2]);
    // Another shopper buys one while this one checks out: the order is refused with what is left.
    const other = await under.otherShopper();
    const theirs = await other.platform.placeOrder(await shop({ ...other, items: under.items }, [1]));
    await other.platform.pay(theirs.number, paid);
    const short = await under.platform.placeOrder(request).catch((error: unknown) => error);
    expect(isStockShortage(short) && short.short).toEqual([
      expect.objectContaining({ sku: item.sku, available: 1 }),
    ]);
    const placed = await under.platform.placeOrder(await shop(under, [1]));
    await under.platform.pay(placed.number, paid);
    // Sold out: the cart takes none, and says so.
    await under.cart.getState().add(item, 1);
    expect(under.cart.getState()).toMatchObject({
      lines: [],
      problem: { kind: "short", sku: item.sku, available: 0 },
    });
  },

  async "shoppers racing for the last units: as many orders as units, the others told"(under) {
    const [item] = under.items;
    await under.setStock(item.sku, 3);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => under.otherShopper()));
    const carts = await Promise.all(shoppers.map((shopper) => shop({ ...shopper, items: under.items }, [1])));
    const outcomes = await Promise.all(
      shoppers.map(async (shopper, index) => {
        try {
          const placed = await shopper.platform.placeOrder(carts[index]!);
          return (await shopper.platform.pay(placed.number, paid)).status;
        } catch (error) {
          return isStockShortage(error) ? "sold out" : String(error);
        }
      }),
    );
    expect(outcomes.sort()).toEqual(["paid", "paid", "paid", "sold out", "sold out", "sold out"]);
  },

  async "a failing platform loses nothing"(under) {
    const request = await shop(under, [1]);
    under.goOffline();
    const failure = await under.platform.placeOrder(request).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Unreachable, which the checkout tells the shopper about: not a stock shortage to act on.
    expect(isCommerceUnavailable(failure)).toBe(true);
    expect(isStockShortage(failure)).toBe(false);
    expect(under.cart.getState().lines).toEqual(request.lines);
    // Nor does the cart lose a change it could not send: it goes back and says why.
    await under.cart.getState().add(under.items[1], 1);
    expect(under.cart.getState()).toMatchObject({ lines: request.lines, problem: { kind: "unavailable" } });
  },

  async "a page reads the stock and price the shop has now"(under) {
    const [item] = under.items;
    await under.setStock(item.sku, 3);
    expect((await under.platform.availability(item.handle))[item.sku]).toEqual({
      stock: 3,
      price: item.unitPrice,
    });
    const other = await under.otherShopper();
    const theirs = await other.platform.placeOrder(await shop({ ...other, items: under.items }, [1]));
    await other.platform.pay(theirs.number, paid);
    expect((await under.platform.availability(item.handle))[item.sku]).toMatchObject({ stock: 2 });
  },

  async "a back-in-stock request is kept, once a variant and address"(under) {
    const [a, b] = under.items;
    await under.platform.requestBackInStock({ sku: a.sku, email: EMAIL });
    await under.platform.requestBackInStock({ sku: a.sku, email: EMAIL.toUpperCase() });
    expect(await under.platform.backInStockEmail(a.sku)).toBe(EMAIL.toUpperCase());
    expect(await under.platform.backInStockEmail(b.sku)).toBeUndefined();
    await expect(
      under.platform.requestBackInStock({ sku: a.sku, email: "not an address" }),
    ).rejects.toThrow();
  },

  async "a paid order is found for a return by its number and email"(under) {
    const placed = await under.platform.placeOrder(await shop(under, [1]));
    const [item] = under.items;
    expect(await under.platform.findOrderForReturn(placed.number, EMAIL)).toEqual({
      status: "unknown-order",
    });
    await under.platform.pay(placed.number, paid);
    expect(await under.platform.findOrderForReturn(placed.number, "other@example.com")).toEqual({
      status: "wrong-email",
    });
    const found = await under.platform.findOrderForReturn(placed.number.toLowerCase(), EMAIL.toUpperCase());
    expect(found).toMatchObject({
      status: "found",
      orderNumber: placed.number,
      items: [{ sku: item.sku, quantity: 1 }],
    });
    const receipt = await under.platform.requestReturn({
      orderNumber: placed.number,
      email: EMAIL,
      items: [{ sku: item.sku, quantity: 1, reason: "changedMind" }],
    });
    expect(receipt.returnNumber).toContain(placed.number);
  },
};
