import { describe, expect, it } from "vitest";
import { shownRating } from "../../src/catalogue/product-rating";
import type { Review } from "../../src/catalogue/schema";

const review = (stars: number): Review => ({
  name: "Sanne",
  date: "2026-06-09",
  stars,
  text: { "nl-NL": "Fijn.", "en-US": "Nice." },
});

describe("shownRating", () => {
  it("counts the reviews a shopper can read, and averages their stars to one decimal", () => {
    expect(shownRating([review(5), review(4), review(4)])).toEqual({ rating: 4.3, reviewCount: 3 });
    expect(shownRating([review(5), review(2)])).toEqual({ rating: 3.5, reviewCount: 2 });
  });

  it("shows no rating without reviews", () => {
    expect(shownRating([])).toBeUndefined();
    expect(shownRating()).toBeUndefined();
  });
});
