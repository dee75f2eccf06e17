import type { Product } from "./schema";

/** The rating a product shows everywhere: on cards, its page, in search and in structured data. */
export interface ShownRating {
  /** The average, 0–5 with one decimal. */
  rating: number;
  /** How many reviews it averages; absent when content gives an average without its count. */
  reviewCount?: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * The aggregate from content (`rating` over `reviewCount` reviews) and the reviews written out, as one
 * average over all of them. An average without its count cannot be weighed against written reviews:
 * it shows alone until reviews are written, then they do.
 */
export function shownRating({
  rating,
  reviewCount,
  reviews = [],
}: Pick<Product, "rating" | "reviewCount" | "reviews">): ShownRating | undefined {
  const written = reviews.reduce((sum, review) => sum + review.stars, 0);
  if (rating !== undefined && reviewCount !== undefined) {
    const count = reviewCount + reviews.length;
    return { rating: oneDecimal((rating * reviewCount + written) / count), reviewCount: count };
  }
  if (reviews.length > 0)
    return { rating: oneDecimal(written / reviews.length), reviewCount: reviews.length };
  return rating === undefined ? undefined : { rating };
}
