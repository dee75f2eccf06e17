import React, { type ComponentProps } from "react";
import type { CartTotals } from "../../cart/cart-lines";
import { useCart } from "../../commerce/commerce";
import { useCheckoutDraft } from "../../checkout/draft-state";
import { orderRequest } from "../../checkout/order-request";
import { useI18next } from "../../i18n/hooks";
import { localizedPath } from "../../i18n/language-path";
import { shopSettings } from "../../runtime-settings/runtime-settings";
import { useStorefront } from "../../state/use-storefront";
import ReviewAndPayment from "./ReviewAndPayment";

type OrderStepsProps = Omit<ComponentProps<typeof ReviewAndPayment>, "request" | "confirmationPath"> & {
  totals: CartTotals;
};

/** The review and payment steps for the order that the cart and the filled-in form make. */
export default function OrderSteps({ totals, ...steps }: OrderStepsProps) {
  const { language, defaultLanguage } = useI18next();
  const cart = useCart();
  const form = useCheckoutDraft((state) => state.form);
  const awinId = useStorefront((state) => state.awinId);
  const cjEventId = useStorefront((state) => state.cjEventId);
  return (
    <ReviewAndPayment
      {...steps}
      request={orderRequest(form, cart, shopSettings.currency, totals, { awinId, cjEventId })}
      confirmationPath={localizedPath("/order-confirmation/", language, { defaultLanguage })}
    />
  );
}
