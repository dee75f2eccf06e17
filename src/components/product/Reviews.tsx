import React, { useRef } from "react";
import { REVIEWS_ANCHOR } from "../../catalogue/paths";
import type { ReviewView } from "../../catalogue/view-types";
import { useBrowserValue } from "../../app/use-browser-value";
import { useTranslation } from "../../i18n/hooks";
import { useSteadyBelow } from "../layout/use-steady-below";
import { Rating } from "./Rating";
import * as styles from "./product.module.css";

interface ReviewsProps {
  rating: number;
  reviewCount?: number;
  reviews: ReviewView[];
}

/**
 * The product's rating over all its reviews, and the reviews written out, each dated in the page's
 * language. The server renders the heading, the place the rating near the product's name links to; the
 * rest follows in the browser, from the page's data: in the HTML it would weigh on every product page's
 * first load (its HTML budget) for a part below the fold.
 */
export function Reviews({ rating, reviewCount, reviews }: ReviewsProps) {
  const { t, i18n } = useTranslation();
  const inBrowser = useBrowserValue(() => true, false);
  // A reader who has scrolled on to the footer before the reviews' code arrived keeps the footer in
  // view; one who followed the rating's link here keeps the heading.
  const section = useRef<HTMLElement>(null);
  useSteadyBelow(section, inBrowser, () => location.hash === `#${REVIEWS_ANCHOR}`);
  // Dates are calendar days: read and written in UTC, they never move a day with the visitor's clock.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  return (
    // The heading is the anchor: an id less keeps the section's HTML as small as it can be.
    <section ref={section} className={styles.section} aria-labelledby={REVIEWS_ANCHOR}>
      <h2 id={REVIEWS_ANCHOR}>{t("product.reviews")}</h2>
      {inBrowser && (
        <>
          <Rating rating={rating} reviewCount={reviewCount} />
          <ul className={styles.reviews}>
            {reviews.map((review) => (
              <li key={`${review.date} ${review.name}`}>
                <p>
                  <Rating rating={review.stars} /> <strong>{review.name}</strong>,{" "}
                  <time dateTime={review.date}>{day.format(new Date(review.date))}</time>
                </p>
                <p>{review.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
