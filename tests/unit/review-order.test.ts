import { describe, expect, it } from "vitest";
import { orderReviews } from "../../src/catalogue/review-order";
import type { ReviewView } from "../../src/catalogue/view-types";

const review = (name: string, date: string, stars: number): ReviewView => ({ name, date, stars, text: "" });
const reviews = [
  review("Sanne", "2026-03-01", 4),
  review("Sem", "2026-09-12", 2),
  review("Tess", "2025-11-30", 5),
  review("Noor", "2026-05-20", 4),
];
const names = (order: Parameters<typeof orderReviews>[1]) =>
  orderReviews(reviews, order).map(({ name }) => name);

describe("orderReviews", () => {
  it("opens with the newest", () => {
    expect(names("newest")).toEqual(["Sem", "Noor", "Sanne", "Tess"]);
  });

  it("puts the most stars or the fewest first, newest first among equals", () => {
    expect(names("highest")).toEqual(["Tess", "Noor", "Sanne", "Sem"]);
    expect(names("lowest")).toEqual(["Sem", "Noor", "Sanne", "Tess"]);
  });

  it("leaves the reviews it was given as they were", () => {
    orderReviews(reviews, "highest");
    expect(reviews.map(({ name }) => name)).toEqual(["Sanne", "Sem", "Tess", "Noor"]);
  });
});
