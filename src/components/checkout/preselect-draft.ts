import type { CheckoutField } from "../../checkout/checkout-form";
import { useCheckoutDraft } from "../../checkout/draft-state";
import { preselection, type PreselectContext } from "../../checkout/preselect";

/** Fills the draft's empty fields with what the shop can choose for the shopper. */
export function preselectDraft(context: PreselectContext): void {
  const { form, setField } = useCheckoutDraft.getState();
  for (const [name, value] of Object.entries(preselection(form, context)))
    setField(name as CheckoutField, value);
}
