import { describe, expect, it } from "vitest";
import { keywordPages } from "../../src/search/keyword-pages";

const MAPS = [
  { keywords: ["returns", "return", "retourneren", "terugsturen"], url: "/guides/returns/" },
  { keywords: ["stores", "winkels"], url: "/stores/" },
  { keywords: ["cart", "winkelmand"], url: "/cart/" },
  { keywords: ["gift card"], url: "/guides/gift-guide/" },
];

describe("keywordPages", () => {
  it("finds the page of a keyword, in any case and spacing", () => {
    expect(keywordPages(MAPS, "returns")).toEqual(["/guides/returns/"]);
    expect(keywordPages(MAPS, "  Winkels ")).toEqual(["/stores/"]);
    expect(keywordPages(MAPS, "terugsturen")).toEqual(["/guides/returns/"]);
  });

  it("finds it from a keyword among the words of a longer term", () => {
    expect(keywordPages(MAPS, "return policy")).toEqual(["/guides/returns/"]);
    expect(keywordPages(MAPS, "a gift card please")).toEqual(["/guides/gift-guide/"]);
    expect(keywordPages(MAPS, "stores and cart")).toEqual(["/stores/", "/cart/"]);
  });

  it("does not find it inside another word, nor for nothing", () => {
    expect(keywordPages(MAPS, "carton")).toEqual([]);
    expect(keywordPages(MAPS, "returnable")).toEqual([]);
    expect(keywordPages(MAPS, "gift")).toEqual([]);
    expect(keywordPages(MAPS, "   ")).toEqual([]);
  });
});
