import React from "react";
import { useTranslation } from "../../i18n/hooks";
import * as styles from "./product.module.css";

/** Stars filled to the average rating, the rating and the number of reviews, read out as one sentence. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const { t, i18n } = useTranslation();
  const value = rating.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label =
    reviewCount === undefined
      ? t("product.ratingLabel", { rating: value })
      : t("product.ratingLabelReviews", { rating: value, count: reviewCount });
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} style={{ backgroundSize: `${rating * 20}% 100%` }}>
        ★★★★★
      </span>
      {/* One text, not two: React marks where one ends in the page's HTML. */}
      {reviewCount === undefined ? value : `${value} (${reviewCount})`}
    </span>
  );
}
