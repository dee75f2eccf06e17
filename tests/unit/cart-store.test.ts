// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMERCE_CLOSED } from "../../src/cart/cart-changes";
import { createCartStore } from "../../src/cart/cart-store";
import { memoryCart, memoryCartBackend } from "./support/memory-cart";

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

const failing = (name: string): Storage =>
  ({
    ...jsdomStorage,
    getItem: () => null,
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", name);
    },
  }) as Storage;

afterEach(() => {
  jsdomStorage.clear();
  vi.useRealTimers();
});

describe("the cart", () => {
  it("shows a change at once, and then what the platform answered", async () => {
    const { cart, backend } = await memoryCart();
    const added = cart.getState().add({ ...line, stock: 3 }, 5);
    // At once: what the page can tell without the platform (the line's own stock caps it).
    expect(cart.getState()).toMatchObject({ lines: [{ sku: line.sku, quantity: 3 }], busy: true });
    expect(await added).toBe(true);
    expect(cart.getState()).toMatchObject({
      lines: [{ sku: line.sku, quantity: 3 }],
      busy: false,
      problem: { kind: "short", sku: line.sku, available: 3 },
    });
    expect(backend.kept().lines).toEqual(cart.getState().lines);
  });

  it("takes back a change the platform could not take, and says why", async () => {
    const { cart, backend } = await memoryCart();
    await cart.getState().add(line, 1);
    backend.reachable = false;
    expect(await cart.getState().setQuantity(line.sku, 4)).toBe(false);
    expect(cart.getState()).toMatchObject({ lines: [{ quantity: 1 }], problem: { kind: "unavailable" } });
    backend.reachable = true;
    expect(await cart.getState().setQuantity(line.sku, 4)).toBe(true);
    expect(cart.getState()).toMatchObject({ lines: [{ quantity: 4 }], problem: null });
  });

  it("settles as the changes still on their way went: an earlier failure, already shown, does not count", async () => {
    const { cart, backend } = await memoryCart();
    backend.reachable = false;
    void cart.getState().add(line, 1);
    expect(await cart.getState().settled()).toBe(false);
    expect(await cart.getState().settled()).toBe(true);
    backend.reachable = true;
    void cart.getState().add(line, 1);
    expect(await cart.getState().settled()).toBe(true);
  });

  it("never shows an earlier answer over a later change the shopper already sees", async () => {
    const { cart, backend } = await memoryCart();
    // The platform answers the first change only once the second is waiting.
    let answerFirst = () => {};
    const first = new Promise<void>((resolve) => (answerFirst = resolve));
    const add = backend.add;
    backend.add = async (...args) => {
      await first;
      return add(...args);
    };
    const seen: number[] = [];
    cart.subscribe((state) => seen.push(state.lines[0]?.quantity ?? 0));
    const added = cart.getState().add(line, 1);
    const more = cart.getState().setQuantity(line.sku, 3);
    answerFirst();
    await Promise.all([added, more]);
    expect(seen.filter((quantity, at) => quantity !== seen[at - 1])).toEqual([1, 3]);
    expect(backend.kept().lines).toEqual([{ ...line, quantity: 3 }]);
  });

  it("says so when the site takes no orders, and keeps nothing it could not order", async () => {
    const closed = Object.assign(new Error("no platform"), { name: COMMERCE_CLOSED });
    const cart = createCartStore(
      () => jsdomStorage,
      async () => ({ ...memoryCartBackend(), add: () => Promise.reject(closed) }),
    );
    await cart.persist.rehydrate();
    expect(await cart.getState().add(line)).toBe(false);
    expect(cart.getState()).toMatchObject({ lines: [], problem: { kind: "closed" } });
  });

  it("sends the card's message when the shopper pauses, once, and at once when asked to settle", async () => {
    vi.useFakeTimers();
    const { cart, backend } = await memoryCart();
    const sent = vi.spyOn(backend, "setGiftMessage");
    cart.getState().setGiftMessage("");
    for (const text of ["W", "We", "Wel", "Welcome"]) cart.getState().setGiftMessage(text);
    expect(cart.getState().giftMessage).toBe("Welcome");
    await vi.advanceTimersByTimeAsync(1000);
    const texts = sent.mock.calls.map(([text]) => text);
    expect(texts.filter((text) => ["W", "We", "Wel"].includes(text ?? ""))).toEqual([]);
    expect(texts.at(-1)).toBe("Welcome");
    cart.getState().setGiftMessage("Welcome, little one");
    await cart.getState().settled();
    expect(backend.kept().giftMessage).toBe("Welcome, little one");
  });

  it("sends again, from the next page, a change the page closed before it was sent", async () => {
    // The shopper taps "Add to cart" and at once a link: the platform never answers the addition.
    const unanswered = new Promise<never>(() => {});
    const closingBackend = { ...memoryCartBackend(), add: () => unanswered };
    const closing = createCartStore(
      () => jsdomStorage,
      async () => closingBackend,
    );
    await closing.persist.rehydrate();
    await closing.getState().refresh();
    void closing.getState().add(line, 2);
    const { cart, backend } = await memoryCart();
    await cart.getState().settled();
    expect(backend.kept().lines).toEqual([{ ...line, quantity: 2 }]);
    expect(cart.getState()).toMatchObject({ lines: [{ ...line, quantity: 2 }], synced: true });
  });

  it("keeps what it last showed in local storage, for the next page's first render", async () => {
    const { cart } = await memoryCart();
    await cart.getState().add(line, 2);
    expect(JSON.parse(jsdomStorage.getItem("storefront-cart") ?? "{}").state.lines).toHaveLength(1);
    expect(cart.getState().saved).toBe(true);
  });

  it("stays in memory and says so when storage is full", async () => {
    const backend = memoryCartBackend();
    const cart = createCartStore(
      () => failing("QuotaExceededError"),
      async () => backend,
    );
    await cart.persist.rehydrate();
    expect(cart.getState().saved).toBe(true);
    await cart.getState().add(line);
    await cart.getState().add(line);
    expect(cart.getState().lines).toEqual([{ ...line, quantity: 2 }]);
    expect(cart.getState().saved).toBe(false);
  });

  it("stays in memory and says so when the browser refuses storage", async () => {
    const { cart } = await memoryCart(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(cart.getState().saved).toBe(false);
    await cart.getState().add(line);
    expect(cart.getState().lines).toHaveLength(1);
  });
});
