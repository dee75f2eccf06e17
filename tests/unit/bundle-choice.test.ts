import { describe, expect, it } from "vitest";
import { bundleLine } from "../../src/catalogue/bundle-choice";

const item = (sku: string, name: string, choices: [string, string, number][]) => ({
  sku,
  name,
  colour: "",
  path: "/",
  image: "",
  price: 10,
  choices: choices.map(([choiceSku, colour, stock]) => ({ sku: choiceSku, colour, stock })),
});

const SET = {
  handle: "starter-set",
  items: [
    item("C-BLK", "Carrier", [
      ["C-BLK", "Black", 84],
      ["C-SGR", "Sand gray", 3],
    ]),
    item("B-CRM", "Bib", [
      ["B-CRM", "Cream", 120],
      ["B-PNK", "Pink", 40],
    ]),
  ],
};

describe("bundleLine", () => {
  it("is the set's own variants until the shopper chooses", () => {
    expect(bundleLine(SET, ["C-BLK", "B-CRM"])).toEqual({
      sku: "BUNDLE-STARTER-SET:C-BLK:B-CRM",
      colour: "Carrier: Black, Bib: Cream",
      stock: 84,
    });
  });

  it("names the chosen colours, is a line of its own, and is as scarce as its scarcest choice", () => {
    expect(bundleLine(SET, ["C-SGR", "B-PNK"])).toEqual({
      sku: "BUNDLE-STARTER-SET:C-SGR:B-PNK",
      colour: "Carrier: Sand gray, Bib: Pink",
      stock: 3,
    });
  });

  it("keeps the set's own variant for a choice the item does not offer", () => {
    expect(bundleLine(SET, ["X-NONE"]).colour).toBe("Carrier: Black, Bib: Cream");
  });
});
