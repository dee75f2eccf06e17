import { useEffect, useRef, useState } from "react";
import type { ShippingOption } from "../../checkout/shipping";
import { allowedCountries } from "../../runtime-settings/runtime-settings";
import { sharedState } from "../../state/use-storefront";

/**
 * Fills in what the shop can choose for the shopper, once the cart and the saved draft are known, and
 * says when that is done: a form sent before it would ask the shopper for choices the shop was about
 * to make. A failed load counts as done; the shopper then chooses.
 */
export function usePreselection(
  ready: boolean,
  shipping: readonly ShippingOption[],
  subtotal: number,
): boolean {
  const preselected = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || preselected.current) return;
    preselected.current = true;
    void import("./preselect-draft")
      .then(({ preselectDraft }) =>
        preselectDraft({
          shipping,
          subtotal,
          shoppingCountry: sharedState.getState().userCountry,
          allowedCountries,
        }),
      )
      .catch(() => undefined)
      .then(() => setDone(true));
  }, [ready, shipping, subtotal]);
  return done;
}
