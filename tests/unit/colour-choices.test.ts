import { describe, expect, it } from "vitest";
import { choicesQuery } from "../../src/catalogue/choices-query";
import { colourChoices, colourFromSearch, initialColour } from "../../src/catalogue/colour-choices";
import { quantityFromSearch } from "../../src/cart/quantity-parameter";
import { expectResults } from "./support/results";

const colour = (key: string) => ({ key, name: key.toUpperCase(), hex: "#999999" });
const variant = (key: string, stock: number, size?: string) => ({
  colour: colour(key),
  stock,
  image: `/images/${key}${size ?? ""}.svg`,
});

describe("colourChoices", () => {
  it("lists each colour once, in content order, with its first variant's image", () => {
    const choices = colourChoices([variant("birch", 0), variant("white", 3, "S"), variant("white", 0, "M")]);
    expect(choices).toEqual([
      { ...colour("birch"), soldOut: true, image: "/images/birch.svg" },
      { ...colour("white"), soldOut: false, image: "/images/whiteS.svg" },
    ]);
  });

  it("marks a colour sold out only when none of its sizes is in stock", () => {
    expect(colourChoices([variant("sage", 0, "S"), variant("sage", 4, "M")])[0]?.soldOut).toBe(false);
    expect(colourChoices([variant("sage", 0, "S"), variant("sage", 0, "M")])[0]?.soldOut).toBe(true);
  });
});

describe("initialColour", () => {
  it("is the first colour in stock, so that a page never opens on a sold-out one while another is there", () => {
    expect(initialColour(colourChoices([variant("birch", 0), variant("white", 16)]))).toBe("white");
    expect(initialColour(colourChoices([variant("birch", 2), variant("white", 16)]))).toBe("birch");
  });

  it("is the first colour when every colour is sold out", () => {
    expect(initialColour(colourChoices([variant("birch", 0), variant("white", 0)]))).toBe("birch");
  });
});

describe("colourFromSearch", () => {
  const choices = colourChoices([variant("birch", 0), variant("white", 16)]);

  it("reads a colour the product has, in any case", () => {
    expect(colourFromSearch("?colour=birch", choices)).toBe("birch");
    expect(colourFromSearch("?utm_source=qr-code&colour=WHITE", choices)).toBe("white");
  });

  it("ignores a colour the product lacks, an empty one and anything else", () => {
    for (const search of ["", "?colour=", "?colour=black", "?colour=%3Cscript%3E", "?color=birch"])
      expect(colourFromSearch(search, choices)).toBeUndefined();
  });
});

describe("quantityFromSearch", () => {
  it("is a whole number from 1 to the most the shopper can take", () => {
    expect(quantityFromSearch("?quantity=3", 9)).toBe(3);
    for (const search of ["", "?quantity=0", "?quantity=10", "?quantity=2.5", "?quantity=x"])
      expect(quantityFromSearch(search, 9)).toBeUndefined();
  });
});

describe("choicesQuery", () => {
  it("carries a colour key and nothing else of the query", () => {
    expectResults(choicesQuery, {
      "?colour=birch&utm_source=qr-code&awc=1": "?colour=birch",
      "?colour=sand-gray": "?colour=sand-gray",
    });
  });

  it("carries a quantity beside the colour, or alone, and nothing for one that is no whole number from 1 to 99", () => {
    expectResults(choicesQuery, {
      "?quantity=3&colour=birch": "?quantity=3&colour=birch",
      "?awc=1&colour=birch&quantity=2": "?colour=birch&quantity=2",
      "?quantity=10": "?quantity=10",
      "?quantity=0": "",
      "?quantity=100": "",
      "?quantity=2.5": "",
      "?quantity=-1": "",
    });
  });

  it("carries nothing for a value that is no colour key, or no colour", () => {
    for (const search of [
      "",
      "?awc=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "?colour=%3Cb%3E",
      "?colour=Birch%20x",
    ])
      expect(choicesQuery(search)).toBe("");
  });
});
