/** A product file's rating content: its earlier aggregate and the reviews written out. */
export interface RatedProduct {
  rating: number;
  reviewCount: number;
  reviews: { name: string; date: string; stars: number; text: Record<"nl-NL" | "en-US", string> }[];
}

/**
 * The rating and count a product should show, worked out from content by hand: every written review
 * counts once on top of the aggregate, its stars in the average, to one decimal.
 */
export function expectedRating({ rating, reviewCount, reviews }: RatedProduct) {
  const count = reviewCount + reviews.length;
  const stars = rating * reviewCount + reviews.reduce((sum, review) => sum + review.stars, 0);
  return { average: Math.round((stars / count) * 10) / 10, count };
}
