import { describe, expect, it } from "vitest";
import type { CommercePlatform } from "../../src/commerce/platform";
import { createCartStore } from "../../src/cart/cart-store";
import { CONTRACT, type PlatformUnderTest } from "./commerce/contract";
import { embeddedUnderTest, MemoryStorage } from "./commerce/embedded-under-test";

// Another platform runs the same rules: give it a `PlatformUnderTest` and add it here.
describe.each([["the embedded platform", () => embeddedUnderTest()]])(
  "%s keeps the shop's rules",
  (_, make) => {
    it.each(Object.keys(CONTRACT))("%s", async (rule) => CONTRACT[rule]!(await make()));
  },
);

/** The embedded platform with one of its methods replaced. */
async function breaking(
  change: (platform: CommercePlatform, under: PlatformUnderTest) => Partial<CommercePlatform>,
) {
  const under = await embeddedUnderTest();
  return { ...under, platform: { ...under.platform, ...change(under.platform, under) } };
}

/** For each rule, a platform that breaks it and nothing else, which the rule must catch. */
const BROKEN: Record<keyof typeof CONTRACT, () => Promise<PlatformUnderTest>> = {
  "an order placed can be read back by its number": () => breaking(() => ({ getOrder: async () => null })),
  "the cart is kept for the shopper's next visit": async () => ({
    ...(await embeddedUnderTest()),
    nextVisit: async () => createCartStore(() => new MemoryStorage()),
  }),
  "paying empties the cart": () => embeddedUnderTest(() => ({ emptyCart: () => undefined })),
  "cancelling keeps the cart": () =>
    breaking((platform, under) => ({
      settlePayment: async (number, outcome) => {
        if (outcome === "cancelled") under.cart.getState().clear();
        return platform.settlePayment(number, outcome);
      },
    })),
  "stock never goes below zero": () => embeddedUnderTest(() => ({ stock: async () => ({}) })),
  "a failing platform loses nothing": () =>
    embeddedUnderTest((ports) => ({ stock: () => ports.stock().catch(() => ({})) })),
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
