import type { Review } from "./schema";

/** The rating a product shows everywhere: on cards, its page, in search and in structured data. */
export interface ShownRating {
  /** The average, 0–5 with one decimal. */
  rating: number;
  /** How many reviews it averages: every one of them can be read on the product's page. */
  reviewCount: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** The average of a product's reviews and their count; none without reviews. */
export function shownRating(reviews: readonly Review[] = []): ShownRating | undefined {
  if (reviews.length === 0) return undefined;
  const stars = reviews.reduce((sum, review) => sum + review.stars, 0);
  return { rating: oneDecimal(stars / reviews.length), reviewCount: reviews.length };
}
