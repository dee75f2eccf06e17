// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { colourChoices, initialColour } from "../../src/catalogue/colour-choices";
import { useVariantChoice } from "../../src/components/product/use-variant-choice";
import { VariantPicker } from "../../src/components/product/VariantPicker";
import { EnglishPage, loadEnglishTexts } from "./support/english-page";

const SAGE = { key: "sage", name: "Sage", hex: "#9caf88" };
const WHITE = { key: "white", name: "White", hex: "#ffffff" };
const BIRCH = { key: "birch", name: "Birch", hex: "#d9c8a9" };
const variant = (sku: string, colour: typeof SAGE, stock: number, size?: string) => ({
  sku,
  colour,
  size,
  stock,
  image: `/images/${sku}.svg`,
});
/** A sleeping bag: sold out in birch, sage in two sizes, white in the larger one only. */
const VARIANTS = [
  variant("SB-BIRCH-70", BIRCH, 0, "70 cm"),
  variant("SB-SAGE-70", SAGE, 3, "70 cm"),
  variant("SB-SAGE-90", SAGE, 5, "90 cm"),
  variant("SB-WHITE-90", WHITE, 2, "90 cm"),
];
const CHOICES = colourChoices(VARIANTS);

/** The picker as the product page holds it, with the variant its choice names. */
function ProductChoice() {
  const choice = useVariantChoice({
    variants: VARIANTS,
    colourChoices: CHOICES,
    initialColour: initialColour(CHOICES),
  });
  return (
    <EnglishPage originalPath="/products/sleeping-bag/">
      <VariantPicker colours={CHOICES} choice={choice} colourName={choice.variant?.colour.name ?? ""} />
      <p>{`Item number ${choice.variant?.sku}`}</p>
    </EnglishPage>
  );
}

const colourGroup = () => within(screen.getByRole("group", { name: /^Color:/ }));
const sizeGroup = () => within(screen.getByRole("group", { name: "Size" }));
const checkedName = (group: ReturnType<typeof within>) =>
  (group.getAllByRole("radio") as HTMLInputElement[]).find((radio) => radio.checked)?.value;

beforeAll(loadEnglishTexts);
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the variant picker", () => {
  it("opens on the first colour in stock, in its first size, and says which colours are sold out", () => {
    render(<ProductChoice />);
    expect(screen.getByRole("group", { name: "Color: Sage" })).toBeTruthy();
    expect(colourGroup().getByRole("radio", { name: "Birch, sold out" })).toBeTruthy();
    expect(checkedName(colourGroup())).toBe("sage");
    expect(
      sizeGroup()
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["70 cm", "90 cm"]);
    expect(checkedName(sizeGroup())).toBe("70 cm");
    expect(screen.getByText("Item number SB-SAGE-70")).toBeTruthy();
  });

  it("shows the variant of the picked size, and keeps a picked colour in the address", () => {
    render(<ProductChoice />);
    fireEvent.click(sizeGroup().getByRole("radio", { name: "90 cm" }));
    expect(screen.getByText("Item number SB-SAGE-90")).toBeTruthy();

    fireEvent.click(colourGroup().getByRole("radio", { name: "White" }));
    expect(screen.getByRole("group", { name: "Color: White" })).toBeTruthy();
    expect(
      sizeGroup()
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["90 cm"]);
    expect(screen.getByText("Item number SB-WHITE-90")).toBeTruthy();
    expect(window.location.search).toBe("?colour=white");
  });

  it("opens on the colour a shared link names", () => {
    window.history.replaceState(null, "", "/?colour=white");
    render(<ProductChoice />);
    expect(checkedName(colourGroup())).toBe("white");
    expect(screen.getByText("Item number SB-WHITE-90")).toBeTruthy();
  });
});
