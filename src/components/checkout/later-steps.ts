/**
 * What the checkout loads after its first paint, as one chunk: the review and payment steps, and the
 * form's checks and error summary that lead there.
 */
export { default } from "./OrderSteps";
export { validateCheckout } from "../../checkout/validate-checkout";
export { tidyDraft } from "./tidy-draft";
export { default as ErrorSummary } from "./ErrorSummary";
