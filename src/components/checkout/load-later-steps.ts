import { lazy } from "react";

/**
 * The checkout's first load is the details form alone; the rest loads on demand (see `later-steps`). A
 * load that failed is tried afresh the next time.
 */
const loadLaterSteps = () => import("./later-steps");

/**
 * The form's checks and the tidying of what passed them, or null when they could not load. Called
 * before the shopper submits too, so that submitting does not wait.
 */
export const loadChecks = () =>
  loadLaterSteps().then(
    ({ validateCheckout, tidyDraft }) => ({ validateCheckout, tidyDraft }),
    () => null,
  );

export const ErrorSummary = lazy(() =>
  loadLaterSteps().then(({ ErrorSummary }) => ({ default: ErrorSummary })),
);
/** The review and payment steps: the chunk's default export. */
export const OrderSteps = lazy(loadLaterSteps);
