// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartStore } from "../../src/cart/cart-store";
import type { ShippingOption } from "../../src/checkout/shipping";
import { orderRequest } from "../../src/checkout/order-request";
import { fieldId } from "../../src/checkout/checkout-form";
import { useCheckoutDraft } from "../../src/checkout/draft-state";
import type { CommercePlatform } from "../../src/commerce/platform";
import ReviewAndPayment from "../../src/components/checkout/ReviewAndPayment";
import { checkoutTotals } from "../../src/checkout/checkout-totals";
import type { PlatformUnderTest } from "./contract";
import { engineUnderTest } from "./engine-under-test";
import { DUTCH_FORM as FORM } from "../unit/support/checkout-form";
import { EnglishPage, loadEnglishTexts } from "../unit/support/english-page";

const { bound, navigate } = vi.hoisted(() => ({
  bound: { platform: undefined as unknown as CommercePlatform, cart: undefined as unknown as CartStore },
  navigate: vi.fn(),
}));
// The steps reach the platform and the cart through their one binding: here, the platform under test.
vi.mock("../../src/commerce/commerce", () => ({
  loadCommerce: async () => bound.platform,
  get useCart() {
    return bound.cart;
  },
}));
vi.mock("gatsby", () => ({
  navigate,
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const SHIPPING: ShippingOption[] = [
  { id: "standard", name: "Standard", delivery: "2 to 3 working days", price: 4.95, freeFrom: 50 },
];

/**
 * The shopper has two of the first item in the cart and has filled in the form: the step after it,
 * with the order already placed when `placed`.
 */
async function steps(step: "review" | "payment", under: PlatformUnderTest, placed = false, form = FORM) {
  bound.platform = under.platform;
  bound.cart = under.cart;
  await under.cart.getState().add(under.items[0], 2);
  const cart = under.cart.getState();
  const { totals } = checkoutTotals(cart, under.offer, "standard");
  const request = orderRequest(form, cart, "EUR", totals, {});
  if (placed) await under.platform.placeOrder(request);
  const goTo = vi.fn();
  const view = (current: "review" | "payment") => (
    <EnglishPage originalPath="/checkout/">
      <ReviewAndPayment
        step={current}
        cancelled={false}
        request={request}
        validation={{ allowedCountries: ["NL"], shippingMethods: [...new Set(["standard", form.shipping])] }}
        shipping={SHIPPING}
        countryNames={{ NL: "Netherlands" }}
        confirmationPath="/en-US/order-confirmation/"
        goTo={goTo}
      />
    </EnglishPage>
  );
  const rendered = render(view(step));
  return { request, goTo, show: (next: "review" | "payment") => rendered.rerender(view(next)) };
}

beforeAll(loadEnglishTexts);
afterEach(() => {
  cleanup();
  navigate.mockReset();
});

describe("the review and payment steps", () => {
  it("ask the platform for an order awaiting payment on the payment step, not on the review", async () => {
    const under = await engineUnderTest();
    const asked = vi.spyOn(under.platform, "orderAwaitingPayment");
    const { show } = await steps("review", under, true);
    await screen.findByRole("button", { name: "Order and pay" });
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked).not.toHaveBeenCalled();
    show("payment");
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
  });

  it("say so when the platform cannot be reached, and keep the cart and the details", async () => {
    const under = await engineUnderTest();
    const { request, goTo } = await steps("review", under);
    under.goOffline();
    fireEvent.click(screen.getByRole("button", { name: "Order and pay" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "We cannot reach our shop system just now. Nothing was charged, and your cart and details are kept: please try again in a moment.",
    );
    expect(under.cart.getState().lines).toEqual(request.lines);
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Order and pay" })).toHaveProperty("disabled", false);
  });

  it("take the shopper back to a field the shop refuses, which says why until it changes", async () => {
    const under = await engineUnderTest();
    // A page built while the shop still offered a way of shipping that the merchant has since removed.
    const { goTo } = await steps("review", under, false, { ...FORM, shipping: "overnight" });
    fireEvent.click(screen.getByRole("button", { name: "Order and pay" }));
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith({ step: "details", focus: fieldId("shipping", "overnight") }),
    );
    expect(useCheckoutDraft.getState().refused).toEqual({ field: "shipping", problem: "unavailable" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
    useCheckoutDraft.getState().setField("shipping", "standard");
    expect(useCheckoutDraft.getState().refused).toBeNull();
  });

  it("name the lines the stock cannot cover, and place nothing", async () => {
    const under = await engineUnderTest();
    const { goTo } = await steps("review", under);
    // Another shopper bought all but one while this one checked the order.
    await under.setStock(under.items[0].sku, 1);
    fireEvent.click(screen.getByRole("button", { name: "Order and pay" }));
    const { name, colour } = under.cart.getState().lines[0]!;
    expect(
      await screen.findByText(`${name} (${colour}): only 1 left, so your cart now holds 1.`),
    ).toBeTruthy();
    expect(under.cart.getState().lines[0]).toMatchObject({ quantity: 1 });
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("place the order, then paying empties the cart and opens its confirmation", async () => {
    const under = await engineUnderTest();
    const { request, goTo, show } = await steps("review", under);
    fireEvent.click(screen.getByRole("button", { name: "Order and pay" }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith({ step: "payment" }));
    show("payment");
    const placed = await under.platform.orderAwaitingPayment();
    const amount = `€${request.totals.total.toFixed(2)}`;
    fireEvent.click(await screen.findByRole("button", { name: `Pay ${amount}` }));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/en-US/order-confirmation/?order=${placed?.number}&key=${encodeURIComponent(placed?.key ?? "")}`,
      ),
    );
    expect(under.cart.getState().lines).toEqual([]);
  });

  it("a declined payment says so, charges nothing and keeps the order and the cart", async () => {
    const under = await engineUnderTest();
    const { request } = await steps("payment", under, true);
    fireEvent.click(await screen.findByRole("radio", { name: "Payment is declined" }));
    fireEvent.click(screen.getByRole("button", { name: /^Pay / }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Your payment was declined. Nothing was charged; your order and your cart are kept. Try again, or go back and choose another payment method.",
    );
    expect(await under.platform.orderAwaitingPayment()).toMatchObject({ status: "awaiting-payment" });
    expect(under.cart.getState().lines.map((line) => line.quantity)).toEqual(
      request.lines.map((line) => line.quantity),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("cancelling the payment goes back to the review with the cart as it was", async () => {
    const under = await engineUnderTest();
    const { request, goTo } = await steps("payment", under, true);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel payment" }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith({ step: "review", notice: "cancelled" }, true));
    expect(under.cart.getState().lines).toEqual(request.lines);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
  });

  it("send a shopper with nothing to pay back to the details", async () => {
    const { goTo } = await steps("payment", await engineUnderTest());
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith({ step: "details" }, true));
  });
});
