import { useEffect, useRef, type RefObject } from "react";
import type { CheckoutField, CheckoutForm } from "../../checkout/checkout-form";
import { useCheckoutDraft } from "../../checkout/draft-state";

type Entered = [CheckoutField, string][];

/**
 * Keeps what the shopper typed, chose or had the browser fill in before the page's code ran, as on a
 * slow phone. React leaves it on screen while it hydrates, but the fields show the draft, and reading
 * the saved draft would put its values over it: so it is read from the form first, and goes into the
 * draft, over the saved values, once that has been read.
 */
export function useEarlyInput(formRef: RefObject<HTMLFormElement>, ready: boolean): void {
  const early = useRef<Entered>([]);
  // The page reads the saved draft in an effect of its own, which runs after this one.
  useEffect(() => {
    if (formRef.current) early.current = entered(formRef.current, useCheckoutDraft.getState().form);
  }, [formRef]);
  useEffect(() => {
    if (!ready) return;
    const { setField } = useCheckoutDraft.getState();
    for (const [name, value] of early.current) setField(name, value);
    early.current = [];
  }, [ready]);
}

/** The fields of `form` whose value is not the draft's. */
function entered(form: HTMLFormElement, draft: CheckoutForm): Entered {
  return (Object.keys(draft) as CheckoutField[]).flatMap((name): Entered => {
    const control = form.elements.namedItem(name) as
      HTMLInputElement | HTMLSelectElement | RadioNodeList | null;
    // A choice of one option is that radio button itself, whose value is there checked or not.
    const unchecked = control instanceof HTMLInputElement && control.type === "radio" && !control.checked;
    const value = unchecked ? "" : (control?.value ?? draft[name]);
    return value === draft[name] ? [] : [[name, value]];
  });
}
