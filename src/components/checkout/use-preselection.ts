import { useEffect, useRef } from "react";
import type { ShippingOption } from "../../checkout/shipping";
import { siteData } from "../../site/runtime-site-data";
import { sharedState } from "../../state/use-storefront";

/** Fills in what the shop can choose for the shopper, once the cart and the saved draft are known. */
export function usePreselection(ready: boolean, shipping: readonly ShippingOption[], subtotal: number): void {
  const preselected = useRef(false);
  useEffect(() => {
    if (!ready || preselected.current) return;
    preselected.current = true;
    void import("./preselect-draft").then(({ preselectDraft }) =>
      preselectDraft({
        shipping,
        subtotal,
        siteCountry: sharedState.getState().userCountry,
        allowedCountries: siteData.allowedCountries,
      }),
    );
  }, [ready, shipping, subtotal]);
}
