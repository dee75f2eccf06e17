import { describe, expect, it } from "vitest";
import { addLine } from "../../src/cart/cart-lines";
import { isStockShortage, type CommercePlatform } from "../../src/commerce/platform";
import { CONTRACT, type PlatformUnderTest } from "./contract";
import { engineUnderTest, type EngineParts } from "./engine-under-test";

// Another platform runs the same rules: give it a `PlatformUnderTest` and add it here.
describe.each([["the commerce engine", () => engineUnderTest()]])("%s keeps the shop's rules", (_, make) => {
  it.each(Object.keys(CONTRACT))("%s", async (rule) => CONTRACT[rule]!(await make()));
});

/** The engine's platform with some of its methods replaced. */
const breaking = (change: (platform: CommercePlatform, parts: EngineParts) => Partial<CommercePlatform>) =>
  engineUnderTest({ platform: (platform, parts) => ({ ...platform, ...change(platform, parts) }) });

/** For each rule, a platform that breaks it and nothing else, which the rule must catch. */
const BROKEN: Record<keyof typeof CONTRACT, () => Promise<PlatformUnderTest>> = {
  "an order placed can be read back by its number and key": () =>
    breaking(() => ({ getOrder: async () => null })),
  "the order is what the shopper saw: lines, prices, shipping and total": () =>
    breaking((platform) => ({
      placeOrder: (request) =>
        platform.placeOrder({ ...request, form: { ...request.form, shipping: "express" } }),
    })),
  // Changes stay in this browser: the engine never hears of them.
  "the cart is kept for the shopper's next visit": () =>
    engineUnderTest({
      backend: (backend) => ({
        ...backend,
        add: async (line, quantity, known) => ({
          contents: { ...known, lines: addLine(known.lines, line, quantity) },
        }),
      }),
    }),
  "paying empties the cart": () =>
    breaking((platform, { cart }) => ({
      pay: async (number, payment) => {
        const { lines } = cart.getState();
        const result = await platform.pay(number, payment);
        cart.setState({ lines });
        return result;
      },
    })),
  "cancelling keeps the cart": () =>
    breaking((platform, { cart }) => ({
      cancelPayment: async (number) => {
        await platform.cancelPayment(number);
        await cart.getState().clear();
      },
    })),
  "a declined or failed payment leaves the order unpaid and the cart as it was": () =>
    breaking((platform) => ({
      pay: (number, payment) => platform.pay(number, { ...payment, outcome: "paid" }),
    })),
  // Tells the shopper nothing of what the shop lacks.
  "stock never goes below zero": () =>
    engineUnderTest({
      backend: (backend) => ({
        ...backend,
        add: async (...args) => ({ contents: (await backend.add(...args)).contents }),
      }),
    }),
  "shoppers racing for the last units: as many orders as units, the others told": () =>
    breaking((platform) => ({
      placeOrder: (request) =>
        platform.placeOrder(request).catch((error: unknown) => {
          throw isStockShortage(error) ? new Error("Something went wrong") : error;
        }),
    })),
  "a failing platform loses nothing": () =>
    breaking((platform, { cart }) => ({
      placeOrder: async (request) => {
        cart.setState({ lines: [] });
        return platform.placeOrder(request);
      },
    })),
  // Answers with the stock the pages were built with.
  "a page reads the stock and price the shop has now": () =>
    breaking((platform, { cart }) => ({
      availability: async (handle) => {
        const built = await platform.availability(handle);
        void cart;
        return Object.fromEntries(
          Object.entries(built).map(([sku, found]) => [sku, { ...found, stock: 10 }]),
        );
      },
    })),
  "a back-in-stock request is kept, once a variant and address": () =>
    breaking(() => ({ requestBackInStock: async () => undefined })),
  "a paid order is found for a return by its number and email": () =>
    breaking(() => ({ findOrderForReturn: async () => ({ status: "unknown-order" }) })),
};

describe("each rule catches a platform that breaks it", () => {
  it.each(Object.keys(CONTRACT))("%s", async (rule) => {
    await expect(CONTRACT[rule]!(await BROKEN[rule]!())).rejects.toThrow();
  });
});
