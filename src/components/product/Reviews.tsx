import React, { useEffect, useRef, useState } from "react";
import { REVIEWS_ANCHOR } from "../../catalogue/paths";
import { orderReviews, REVIEW_ORDERS, type ReviewOrder } from "../../catalogue/review-order";
import type { ReviewView } from "../../catalogue/view-types";
import { useTranslation } from "../../i18n/hooks";
import { openInFrame, useSteadyBelow } from "../layout/use-steady-below";
import * as catalogue from "../catalogue/catalogue.module.css";
import * as layout from "../layout/layout.module.css";
import { Rating } from "./Rating";
import * as styles from "./product.module.css";

/** Reviews shown before the shopper asks for more: a screen or two on a phone. */
const FIRST_SHOWN = 5;

interface ReviewsProps {
  rating: number;
  reviewCount?: number;
  reviews: ReviewView[];
}

/** The heading is server-rendered (the rating links to it); the reviews follow in the browser, from page data:
 * in the HTML they would weigh on every product page's first load, below the fold. */
export function Reviews({ rating, reviewCount, reviews }: ReviewsProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<ReviewOrder>("newest");
  const [all, setAll] = useState(false);
  // A reader who has scrolled on to the footer before the reviews' code arrived keeps the footer in
  // view; one who followed the rating's link here keeps the heading.
  const section = useRef<HTMLElement>(null);
  const readingAbove = () => location.hash === `#${REVIEWS_ANCHOR}`;
  useSteadyBelow(section, open, readingAbove);
  // In the browser, two frames after the code arrived: the browser has laid the page out once with the
  // place kept from being its scroll anchor before the reviews open in it, as a frame starts.
  useEffect(() => {
    let frame = requestAnimationFrame(
      () =>
        (frame = requestAnimationFrame(() =>
          openInFrame(section.current, () => setOpen(true), readingAbove),
        )),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  // Dates are calendar days: read and written in UTC, they never move a day with the visitor's clock.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  const ordered = orderReviews(reviews, order);
  const shown = all ? ordered : ordered.slice(0, FIRST_SHOWN);
  return (
    // The heading is the anchor: an id less keeps the section's HTML as small as it can be.
    <section ref={section} className={styles.section} aria-labelledby={REVIEWS_ANCHOR}>
      <h2 id={REVIEWS_ANCHOR}>{t("product.reviews")}</h2>
      {open && (
        <>
          <div className={catalogue.toolbar}>
            <Rating rating={rating} reviewCount={reviewCount} />
            {reviews.length > 1 && (
              <label>
                {t("product.reviewOrder")}{" "}
                <select value={order} onChange={(event) => setOrder(event.target.value as ReviewOrder)}>
                  {REVIEW_ORDERS.map((key) => (
                    <option key={key} value={key}>
                      {t(`product.reviewOrders.${key}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <ul className={styles.reviews}>
            {shown.map((review) => (
              <li key={`${review.date} ${review.name}`}>
                <p>
                  <Rating rating={review.stars} /> <strong>{review.name}</strong>,{" "}
                  <time dateTime={review.date}>{day.format(new Date(review.date))}</time>
                </p>
                <p>{review.text}</p>
              </li>
            ))}
          </ul>
          {shown.length < reviews.length && (
            <button type="button" className={layout.linkButton} onClick={() => setAll(true)}>
              {t("product.moreReviews", { count: reviews.length - shown.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
