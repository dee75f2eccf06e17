/** A product file's reviews, as marketers keep them. */
export interface RatedProduct {
  reviews: { name: string; date: string; stars: number; text: Record<"nl-NL" | "en-US", string> }[];
}

/**
 * The rating and count a product should show, worked out from content by hand: every review counts,
 * its stars in the average, to one decimal.
 */
export function expectedRating({ reviews }: RatedProduct) {
  const stars = reviews.reduce((sum, review) => sum + review.stars, 0);
  return { average: Math.round((stars / reviews.length) * 10) / 10, count: reviews.length };
}
