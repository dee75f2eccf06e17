import { useCallback, useEffect } from "react";
import { navigate, type PageProps } from "gatsby";
import { checkoutStep, type CheckoutStep } from "../../checkout/steps";
import { focusControl } from "./focus-control";

/**
 * The step the browser history asks for, the details form until the cart and the draft are read, and
 * the way to another step: a history entry each, so that Back returns to the step before.
 */
export function useCheckoutStep(location: PageProps["location"], ready: boolean) {
  const requested = checkoutStep(location.state);
  const step = ready ? requested.step : "details";

  // Back from the review to change something: at that field. (Later steps focus their own heading.)
  useEffect(() => {
    if (step === "details" && requested.focus) focusControl(requested.focus);
  }, [step, requested.focus, location.key]);

  const goTo = useCallback(
    (next: CheckoutStep, replace = false) => void navigate(location.pathname, { state: next, replace }),
    [location.pathname],
  );
  return { step, cancelled: requested.notice === "cancelled", goTo };
}
