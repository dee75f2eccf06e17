import type { CheckoutField } from "../../checkout/checkout-form";
import { useCheckoutDraft } from "../../checkout/draft-state";
import { tidyCheckout } from "../../checkout/tidy-form";

/** Keeps the checked draft as the post and the phone network write it: the review and the order show that. */
export function tidyDraft(): void {
  const { form, setField } = useCheckoutDraft.getState();
  for (const [name, value] of Object.entries(tidyCheckout(form))) setField(name as CheckoutField, value);
}
