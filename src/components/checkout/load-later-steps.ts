import { lazy } from "react";

/**
 * The checkout's first load is the details form alone; the rest loads on demand (see `later-steps`). A
 * load that failed is tried afresh the next time.
 */
const loadLaterSteps = () => import("./later-steps");

/**
 * The form's checks, the tidying of what passed them and the summary of what did not, or null when they
 * could not load. Called before the shopper submits too, so that submitting does not wait.
 */
export const loadChecks = () =>
  loadLaterSteps().then(
    ({ validateCheckout, tidyDraft, ErrorSummary }) => ({ validateCheckout, tidyDraft, ErrorSummary }),
    () => null,
  );
/** The review and payment steps: the chunk's default export. */
export const OrderSteps = lazy(loadLaterSteps);
