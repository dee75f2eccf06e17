import type { ReviewView } from "./view-types";

/** The orders a shopper can read a product's reviews in; the first is how they open. */
export const REVIEW_ORDERS = ["newest", "highest", "lowest"] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

const newestFirst = (a: ReviewView, b: ReviewView) => b.date.localeCompare(a.date);

/** `reviews` in `order`; reviews with as many stars, newest first. */
export function orderReviews(reviews: readonly ReviewView[], order: ReviewOrder): ReviewView[] {
  const byStars = { newest: 0, highest: -1, lowest: 1 }[order];
  return [...reviews].sort((a, b) => byStars * (a.stars - b.stars) || newestFirst(a, b));
}
