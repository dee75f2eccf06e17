import type { Review } from "./schema";

/** The rating a product shows everywhere: on cards, its page, in search and in structured data. */
export interface ShownRating {
  rating: number;
  reviewCount: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export function shownRating(reviews: readonly Review[] = []): ShownRating | undefined {
  if (reviews.length === 0) return undefined;
  const stars = reviews.reduce((sum, review) => sum + review.stars, 0);
  return { rating: oneDecimal(stars / reviews.length), reviewCount: reviews.length };
}
