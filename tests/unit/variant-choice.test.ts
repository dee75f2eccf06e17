import { describe, expect, it } from "vitest";
import { chosenVariant, sizesInColour } from "../../src/catalogue/variant-choice";

const variant = (sku: string, colour: string, size?: string) => ({ sku, colour: { key: colour }, size });

/** A sleeping bag in two sizes of sage, and in white in one size only. */
const SLEEPING_BAG = [
  variant("SB-SAGE-70", "sage", "70 cm"),
  variant("SB-SAGE-90", "sage", "90 cm"),
  variant("SB-SAGE-70B", "sage", "70 cm"),
  variant("SB-WHITE-90", "white", "90 cm"),
];
const BOUNCER = [variant("B-BLACK", "black"), variant("B-SAND", "sand-gray")];

describe("sizesInColour", () => {
  it("lists the sizes the colour comes in, in content order, each once", () => {
    expect(sizesInColour(SLEEPING_BAG, "sage")).toEqual(["70 cm", "90 cm"]);
    expect(sizesInColour(SLEEPING_BAG, "white")).toEqual(["90 cm"]);
  });

  it("offers no sizes for a product that has none, nor for a colour it lacks", () => {
    expect(sizesInColour(BOUNCER, "black")).toEqual([]);
    expect(sizesInColour(SLEEPING_BAG, "black")).toEqual([]);
  });
});

describe("chosenVariant", () => {
  it("is the variant of the chosen colour in the chosen size", () => {
    expect(chosenVariant(SLEEPING_BAG, "sage", "90 cm")?.sku).toBe("SB-SAGE-90");
    expect(chosenVariant(SLEEPING_BAG, "white", "90 cm")?.sku).toBe("SB-WHITE-90");
  });

  it("needs no size for a colour without sizes", () => {
    expect(chosenVariant(BOUNCER, "sand-gray", "")?.sku).toBe("B-SAND");
  });

  it("falls back to the product's first variant when the colour does not come in the size", () => {
    expect(chosenVariant(SLEEPING_BAG, "white", "70 cm")?.sku).toBe("SB-SAGE-70");
  });

  it("is none for a product without variants", () => {
    expect(chosenVariant([], "sage", "70 cm")).toBeUndefined();
  });
});
