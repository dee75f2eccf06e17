// @vitest-environment jsdom
import React from "react";
import type { PageProps } from "gatsby";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartLine } from "../../src/cart/cart-lines";
import type { ShippingOption } from "../../src/checkout/shipping";
import { loadShops } from "../../src/shops/load-shops";
import { selectShop } from "../../src/shops/select-shop";
import { buildRuntimeSettings } from "../../src/build/build-runtime-settings";
import type { PageData } from "../../src/site/page-data";
import type { PageContent } from "../../src/site/page-types";
import { cartItem } from "./support/cart-line";
import { EnglishPage, loadEnglishTexts } from "./support/english-page";
import { FIXTURE_ROOT } from "./support/fixture-content";

// The page takes the cart from the binding: here, one kept by a platform in memory.
vi.mock("../../src/commerce/commerce", async () => {
  const { memoryCart } = await import("./support/memory-cart");
  return { useCart: (await memoryCart()).cart };
});
vi.mock("gatsby", () => ({
  navigate: vi.fn(),
  graphql: () => "",
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));
// The build compiles the runtime settings in (the shop's currency); here the page reads it from the global.
vi.stubGlobal("__RUNTIME_SETTINGS__", buildRuntimeSettings(selectShop(loadShops(FIXTURE_ROOT), "nl"), {}));
const { default: CartPage } = await import("../../src/templates/cart");
const { useCart } = await import("../../src/commerce/commerce");

/** The dearer method first: the page must pick the one the checkout will, the cheapest for the order. */
const SHIPPING: ShippingOption[] = [
  { id: "express", name: "Express", delivery: "Next business day", price: 9.95, freeFrom: null },
  { id: "standard", name: "Standard", delivery: "2–4 business days", price: 4.95, freeFrom: 50 },
];
const CONTENT: PageContent<"cart"> = {
  giftMessage: {
    sku: "GIFT-MSG",
    name: "Greeting card",
    unitPrice: 2.95,
    currency: "EUR",
    image: "/images/gifts/gift-msg.svg",
  },
  giftBox: {
    sku: "GIFT-BOX",
    name: "Gift box",
    unitPrice: 6.95,
    currency: "EUR",
    image: "/images/gifts/gift-box.svg",
  },
  shipping: SHIPPING,
};
type Props = PageProps<PageData<PageContent<"cart">>>;

/** The shopper's cart holds `lines` (in that order), read as the app reads it, and the cart page is open. */
async function openCart(...lines: Pick<CartLine, "sku" | "unitPrice" | "quantity" | "stock">[]) {
  for (const { sku, unitPrice, quantity, stock } of lines)
    await useCart.getState().add({ ...cartItem(sku, unitPrice), stock }, quantity);
  await act(() => useCart.persist.rehydrate());
  render(
    <EnglishPage originalPath="/cart/">
      <CartPage {...({ data: { storefrontPage: { data: CONTENT } } } as unknown as Props)} />
    </EnglishPage>,
  );
}

const summary = () => within(screen.getByRole("complementary", { name: "Summary" }));
/** What the summary gives for `term` (Subtotal, Shipping, Total…). */
const figure = (term: string) =>
  summary().getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
/** The names of the cart's lines, in order. */
const lineNames = () =>
  within(screen.getByRole("main"))
    .getAllByRole("listitem")
    .map((line) => within(line).getByRole("heading", { level: 2 }).textContent);

beforeAll(loadEnglishTexts);
afterEach(async () => {
  cleanup();
  await act(() => useCart.getState().clear());
});

describe("the cart page", () => {
  it("says an empty cart is empty and offers a way back to the shop", async () => {
    await openCart();
    expect(screen.getByRole("heading", { level: 1, name: "Cart" })).toBeTruthy();
    expect(screen.getByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/en-US/");
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("lists the lines with their quantities, and totals with shipping by the cheapest method", async () => {
    await openCart({ sku: "A1", unitPrice: 25, quantity: 1 }, { sku: "B2", unitPrice: 9.95, quantity: 2 });
    expect(lineNames()).toEqual(["Product A1", "Product B2"]);
    expect(screen.getByLabelText("Quantity of Product A1").textContent).toBe("1");
    expect(screen.getByLabelText("Quantity of Product B2").textContent).toBe("2");
    // Each line's price for its quantity.
    expect(screen.getByText("€19.90")).toBeTruthy();
    expect(summary().getByText("3 items")).toBeTruthy();
    expect(figure("Subtotal")).toBe("€44.90");
    expect(figure("Shipping")).toBe("€4.95");
    expect(figure("Total")).toBe("€49.85");
    expect(summary().getByText("€5.10 more for free shipping")).toBeTruthy();
    expect(summary().getByRole("link", { name: "Check out" }).getAttribute("href")).toBe("/en-US/checkout/");
  });

  it("updates the line and the totals as the quantity changes, down to free shipping", async () => {
    await openCart({ sku: "A1", unitPrice: 25, quantity: 1 }, { sku: "B2", unitPrice: 9.95, quantity: 2 });
    fireEvent.click(screen.getByRole("button", { name: "One more Product B2" }));
    expect(screen.getByLabelText("Quantity of Product B2").textContent).toBe("3");
    expect(screen.getAllByText("€29.85")).toHaveLength(1);
    expect(summary().getByText("4 items")).toBeTruthy();
    expect(figure("Subtotal")).toBe("€54.85");
    expect(figure("Shipping")).toBe("Free");
    expect(figure("Total")).toBe("€54.85");
    expect(summary().getByText("Your order ships free")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "One less Product A1" }));
    expect(lineNames()).toEqual(["Product B2"]);
    expect(figure("Total")).toBe("€34.80");
  });

  it("holds a line at its stock and says why, while the button stays in reach", async () => {
    await openCart({ sku: "C3", unitPrice: 12, quantity: 2, stock: 3 });
    const more = screen.getByRole("button", { name: "One more Product C3" });
    fireEvent.click(more);
    expect(screen.getByLabelText("Quantity of Product C3").textContent).toBe("3");
    expect(more.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("That's all we have: 3 in stock.")).toBeTruthy();
    fireEvent.click(more);
    expect(screen.getByLabelText("Quantity of Product C3").textContent).toBe("3");
    expect(figure("Subtotal")).toBe("€36.00");
  });

  it("offers to undo a removal, which puts the line back at its place with its quantity", async () => {
    await openCart(
      { sku: "A1", unitPrice: 25, quantity: 1 },
      { sku: "B2", unitPrice: 9.95, quantity: 2 },
      { sku: "C3", unitPrice: 12, quantity: 1 },
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove Product B2" }));
    expect(lineNames()).toEqual(["Product A1", "Product C3"]);
    expect(figure("Subtotal")).toBe("€37.00");
    const offer = await screen.findByText("Product B2 was removed from your cart");
    const undo = within(offer.closest("[role=status]") as HTMLElement).getByRole("button", { name: "Undo" });
    // The remove button is gone: the undo has the focus.
    expect(document.activeElement).toBe(undo);

    fireEvent.click(undo);
    expect(lineNames()).toEqual(["Product A1", "Product B2", "Product C3"]);
    expect(screen.getByLabelText("Quantity of Product B2").textContent).toBe("2");
    expect(figure("Subtotal")).toBe("€56.90");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Product B2" }));
  });

  it("adds a gift box's price to the total, and counts the card's message as it is typed", async () => {
    await openCart({ sku: "A1", unitPrice: 25, quantity: 1 });
    const gifts = within(screen.getByRole("group", { name: "Gift service" }));
    fireEvent.click(gifts.getByRole("checkbox", { name: /^Gift box\s*€6\.95$/ }));
    expect(figure("Gift service")).toBe("€6.95");
    expect(figure("Total")).toBe("€36.90");

    fireEvent.click(gifts.getByRole("checkbox", { name: /^Greeting card\s*€2\.95$/ }));
    fireEvent.change(gifts.getByRole("textbox", { name: "Message on the card" }), {
      target: { value: "Welcome, little one" },
    });
    expect(gifts.getByText("19 of 200 characters")).toBeTruthy();
    expect(figure("Gift service")).toBe("€9.90");
    expect(figure("Total")).toBe("€39.85");
  });
});
