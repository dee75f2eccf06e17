// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartLine } from "../../src/cart/cart-lines";
import { CartLineItem } from "../../src/components/cart/CartLineItem";
import { cartItem } from "./support/cart-line";
import { EnglishPage, loadEnglishTexts } from "./support/english-page";

vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

/** The cart page's line of `line`, with what its buttons ask for. */
function showLine(line: CartLine) {
  const onQuantity = vi.fn();
  const onRemove = vi.fn();
  render(
    <EnglishPage originalPath="/cart/">
      <ul>
        <CartLineItem line={line} currency="EUR" onQuantity={onQuantity} onRemove={onRemove} />
      </ul>
    </EnglishPage>,
  );
  return { onQuantity, onRemove };
}

beforeAll(loadEnglishTexts);
afterEach(cleanup);

describe("a cart line", () => {
  it("shows the product with a link to it, its colour, its price and its price for the quantity", () => {
    showLine({ ...cartItem("A1", 12.5), quantity: 2 });
    expect(screen.getByRole("heading", { level: 2, name: "Product A1" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Product A1" }).getAttribute("href")).toBe(
      "/en-US/products/product-a1/",
    );
    expect(screen.getByText("Black")).toBeTruthy();
    expect(screen.getByText("€12.50")).toBeTruthy();
    expect(screen.getByText("€25.00")).toBeTruthy();
    expect(screen.getByLabelText("Quantity of Product A1").textContent).toBe("2");
  });

  it("asks for one more or one less, and for its removal below one", () => {
    const { onQuantity, onRemove } = showLine({ ...cartItem("A1"), quantity: 2 });
    fireEvent.click(screen.getByRole("button", { name: "One more Product A1" }));
    expect(onQuantity).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole("button", { name: "One less Product A1" }));
    expect(onQuantity).toHaveBeenLastCalledWith(1);
    expect(onRemove).not.toHaveBeenCalled();
    cleanup();

    const single = showLine({ ...cartItem("B2"), quantity: 1 });
    fireEvent.click(screen.getByRole("button", { name: "One less Product B2" }));
    expect(single.onRemove).toHaveBeenCalledOnce();
    expect(single.onQuantity).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Remove Product B2" }));
    expect(single.onRemove).toHaveBeenCalledTimes(2);
  });

  it("says why it goes no higher at the shop's stock", () => {
    showLine({ ...cartItem("C3"), quantity: 3, stock: 3 });
    expect(screen.getByRole("button", { name: "One more Product C3" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    expect(screen.getByText("That's all we have: 3 in stock.")).toBeTruthy();
  });
});
