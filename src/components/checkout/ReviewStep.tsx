import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { ShortLine } from "../../cart/stock-check";
import type { CheckoutField, CheckoutForm } from "../../checkout/checkout-form";
import type { OrderRequest } from "../../checkout/order-request";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import type { ShippingOption } from "../../checkout/shipping";
import { CheckoutProblemNotice, type CheckoutProblem } from "./CheckoutProblemNotice";
import OrderDetails from "./OrderDetails";
import { StepHeading } from "./StepHeading";
import { ContinueShoppingLink } from "../layout/ContinueShoppingLink";
import * as layout from "../layout/layout.module.css";
import * as cartStyles from "../cart/cart.module.css";
import * as styles from "./checkout.module.css";

interface ReviewStepProps {
  form: CheckoutForm;
  gifts: Pick<OrderRequest, "giftMessage" | "giftBox">;
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
  /** Back here because the payment was cancelled. */
  cancelled: boolean;
  /** Lines the stock check found short when the order was placed. */
  short: ShortLine[];
  /** True while the order is being placed. */
  busy: boolean;
  problem: CheckoutProblem | null;
  /** Nothing left to order: it sold out while the shopper was checking out (or went elsewhere). */
  empty: boolean;
  onChange: (field: CheckoutField) => void;
  onPlaceOrder: () => void;
}

/** Everything the order will be, to check before it is placed. */
export default function ReviewStep({
  form,
  gifts,
  shipping,
  countryNames,
  cancelled,
  short,
  busy,
  problem,
  empty,
  onChange,
  onPlaceOrder,
}: ReviewStepProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-step" className={styles.form}>
      <StepHeading>{t("checkout.stepReview")}</StepHeading>
      {cancelled && (
        <p className={cartStyles.notice} role="alert">
          {t("checkout.paymentCancelled")}
        </p>
      )}
      <OrderDetails
        form={form}
        shipping={shipping}
        countryNames={countryNames}
        level={3}
        paymentNote={t("checkout.paymentNote")}
        gifts={gifts}
        onChange={onChange}
      />
      {short.length > 0 && (
        <div className={cartStyles.notice} role="alert">
          <p>{t(empty ? "checkout.allSoldOut" : "checkout.stockShort")}</p>
          <ul>
            {short.map((line) => (
              <li key={line.sku}>
                {line.available > 0
                  ? t("checkout.stockLeft", {
                      product: line.name,
                      colour: line.colour,
                      count: line.available,
                    })
                  : t("checkout.stockGone", { product: line.name, colour: line.colour })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <CheckoutProblemNotice problem={problem} />
      {empty ? (
        <ContinueShoppingLink>{t("cart.continue")}</ContinueShoppingLink>
      ) : (
        <>
          {/* The terms come before the step that binds the shopper to pay. */}
          <p>
            {t("checkout.termsBefore")} <LocalizedLink to="/terms/">{t("checkout.termsLink")}</LocalizedLink>.
          </p>
          <button
            type="button"
            className={`${layout.primaryButton} ${cartStyles.wide}`}
            disabled={busy}
            onClick={onPlaceOrder}
          >
            {busy ? t("checkout.placing") : t("checkout.placeOrder")}
          </button>
        </>
      )}
    </section>
  );
}
