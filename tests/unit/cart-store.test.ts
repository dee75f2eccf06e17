// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { createCartStore } from "../../src/cart/cart-store";

const line = {
  sku: "BC1-SAND",
  handle: "baby-carrier-one",
  name: "Baby Carrier One",
  colour: "Sand gray",
  path: "/products/baby-carrier-one/",
  image: "/images/baby-carrier-one-sand-gray.svg",
  unitPrice: 229.95,
};

const jsdomStorage = window.localStorage;

/** A fresh cart store over `storage`, as the page would have it. */
async function cartWith(storage: () => Storage) {
  const cart = createCartStore(storage);
  await cart.persist.rehydrate();
  return cart;
}

const failing = (name: string): Storage =>
  ({
    ...jsdomStorage,
    getItem: () => null,
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", name);
    },
  }) as Storage;

describe("the cart", () => {
  it("is kept in local storage", async () => {
    const cart = await cartWith(() => jsdomStorage);
    cart.getState().add(line, 2);
    expect(JSON.parse(jsdomStorage.getItem("storefront-cart") ?? "{}").state.lines).toHaveLength(1);
    expect(cart.getState().saved).toBe(true);
  });

  it("stays in memory and says so when storage is full", async () => {
    const cart = await cartWith(() => failing("QuotaExceededError"));
    expect(cart.getState().saved).toBe(true);
    expect(() => cart.getState().add(line)).not.toThrow();
    cart.getState().add(line);
    expect(cart.getState().lines).toEqual([{ ...line, quantity: 2 }]);
    expect(cart.getState().saved).toBe(false);
  });

  it("stays in memory and says so when the browser refuses storage", async () => {
    const cart = await cartWith(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(cart.getState().saved).toBe(false);
    expect(() => cart.getState().add(line)).not.toThrow();
    expect(cart.getState().lines).toHaveLength(1);
  });
});
