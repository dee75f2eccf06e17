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
  it("counts the written reviews on top of the aggregate, and averages over all of them", () => {
    // 4.0 over 8 reviews is 32 stars; with a 5 and a 2 that is 39 stars over 10 reviews.
    expect(shownRating({ rating: 4, reviewCount: 8, reviews: [review(5), review(2)] })).toEqual({
      rating: 3.9,
      reviewCount: 10,
    });
  });

  it("rounds the average to one decimal", () => {
    // 4.9 over 49 is 240.1 stars; with a 5, 245.1 over 50 is 4.902.
    expect(shownRating({ rating: 4.9, reviewCount: 49, reviews: [review(5)] })).toEqual({
      rating: 4.9,
      reviewCount: 50,
    });
    expect(shownRating({ reviews: [review(5), review(4), review(4)] })).toEqual({
      rating: 4.3,
      reviewCount: 3,
    });
  });

  it("shows the aggregate as it is when no review is written out", () => {
    expect(shownRating({ rating: 4.5, reviewCount: 174 })).toEqual({ rating: 4.5, reviewCount: 174 });
    expect(shownRating({ rating: 4.5, reviewCount: 174, reviews: [] })).toEqual({
      rating: 4.5,
      reviewCount: 174,
    });
  });

  it("lets written reviews speak for themselves when the aggregate gives no count to weigh it by", () => {
    expect(shownRating({ rating: 3, reviews: [review(5), review(4)] })).toEqual({
      rating: 4.5,
      reviewCount: 2,
    });
    expect(shownRating({ rating: 3 })).toEqual({ rating: 3 });
  });

  it("shows no rating for a product nobody has rated", () => {
    expect(shownRating({})).toBeUndefined();
  });
});
