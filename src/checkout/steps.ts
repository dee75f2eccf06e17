/** The step lives in the history state, so that Back returns to the step before. */
export interface CheckoutStep {
  step: "details" | "review" | "payment";
  /** Coming back to change something: the id of the control to focus. */
  focus?: string;
  /** Back at the review because the payment was cancelled. */
  notice?: "cancelled";
}

const STEPS: readonly CheckoutStep["step"][] = ["details", "review", "payment"];
const CONTROL_ID = /^checkout-[a-z0-9-]+$/i;

/** The step a history entry asks for; anything unexpected in it means the details form. */
export function checkoutStep(state: unknown): CheckoutStep {
  if (typeof state !== "object" || state === null) return { step: "details" };
  const { step, focus, notice } = state as Record<string, unknown>;
  const known = STEPS.find((name) => name === step) ?? "details";
  return {
    step: known,
    ...(typeof focus === "string" && CONTROL_ID.test(focus) ? { focus } : {}),
    ...(notice === "cancelled" && known === "review" ? { notice } : {}),
  };
}
