// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartStore } from "../../src/cart/cart-store";
import type { ShippingOption } from "../../src/checkout/shipping";
import { orderRequest } from "../../src/checkout/order-request";
import type { CommercePlatform } from "../../src/commerce/platform";
import ReviewAndPayment from "../../src/components/checkout/ReviewAndPayment";
import { embeddedUnderTest } from "./commerce/embedded-under-test";
import { cartItem } from "./support/cart-line";
import { DUTCH_FORM as FORM } from "./support/checkout-form";
import { EnglishPage, loadEnglishTexts } from "./support/english-page";

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
  { id: "standard", name: "Standard", delivery: "2 to 3 working days", price: 4.95, freeFrom: null },
];

/**
 * The shopper has two of A1 in the cart and has filled in the form: the step after it, with the order
 * already placed when `placed`.
 */
async function steps(
  step: "review" | "payment",
  under: Awaited<ReturnType<typeof embeddedUnderTest>>,
  placed = false,
) {
  bound.platform = under.platform;
  bound.cart = under.cart;
  under.cart.getState().add(cartItem("A1", 25), 2);
  const cart = under.cart.getState();
  const totals = { itemCount: 2, subtotal: 50, gifts: 0, shipping: 4.95, total: 54.95 };
  const request = orderRequest(FORM, cart, "EUR", totals, {});
  if (placed) await under.platform.placeOrder(request);
  const goTo = vi.fn();
  const view = (current: "review" | "payment") => (
    <EnglishPage originalPath="/checkout/">
      <ReviewAndPayment
        step={current}
        cancelled={false}
        request={request}
        validation={{ allowedCountries: ["NL"], shippingMethods: ["standard"] }}
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
  it("say so when the platform cannot be reached, and keep the cart and the details", async () => {
    const under = await embeddedUnderTest();
    const { request, goTo } = await steps("review", under);
    under.goOffline();
    fireEvent.click(screen.getByRole("button", { name: "Order and pay" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Your order could not be placed. Nothing was charged; please try again.",
    );
    expect(under.cart.getState().lines).toEqual(request.lines);
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Order and pay" })).toHaveProperty("disabled", false);
  });

  it("name the lines the stock cannot cover, and place nothing", async () => {
    const under = await embeddedUnderTest();
    under.setStock("A1", 1);
    const { goTo } = await steps("review", under);
    fireEvent.click(screen.getByRole("button", { name: "Order and pay" }));
    expect(
      await screen.findByText("Product A1 (Black): only 1 left, so your cart now holds 1."),
    ).toBeTruthy();
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("place the order, then paying empties the cart and opens its confirmation", async () => {
    const under = await embeddedUnderTest();
    const { goTo, show } = await steps("review", under);
    fireEvent.click(screen.getByRole("button", { name: "Order and pay" }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith({ step: "payment" }));
    show("payment");
    const placed = await under.platform.orderAwaitingPayment();
    fireEvent.click(await screen.findByRole("button", { name: "Pay €54.95" }));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/en-US/order-confirmation/?order=${placed?.number}`),
    );
    expect(under.cart.getState().lines).toEqual([]);
  });

  it("cancelling the payment goes back to the review with the cart as it was", async () => {
    const under = await embeddedUnderTest();
    const { request, goTo } = await steps("payment", under, true);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel payment" }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith({ step: "review", notice: "cancelled" }, true));
    expect(under.cart.getState().lines).toEqual(request.lines);
    expect(await under.platform.orderAwaitingPayment()).toBeNull();
  });

  it("send a shopper with nothing to pay back to the details", async () => {
    const { goTo } = await steps("payment", await embeddedUnderTest());
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith({ step: "details" }, true));
  });
});
