import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { CheckoutField, CheckoutForm } from "../../checkout/checkout-form";
import type { ShippingOption } from "../../checkout/shipping";
import OrderDetails from "./OrderDetails";
import { StepHeading } from "./StepHeading";
import * as layout from "../layout/layout.module.css";
import * as cartStyles from "../cart/cart.module.css";
import * as styles from "./checkout.module.css";

interface ReviewStepProps {
  form: CheckoutForm;
  shipping: ShippingOption[];
  countryNames: Record<string, string>;
  /** Back here because the payment was cancelled. */
  cancelled: boolean;
  status: "idle" | "placing" | "failed";
  onChange: (field: CheckoutField) => void;
  onPlaceOrder: () => void;
}

/** Everything the order will be, to check before it is placed. */
export default function ReviewStep({
  form,
  shipping,
  countryNames,
  cancelled,
  status,
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
        onChange={onChange}
      />
      {status === "failed" && (
        <p className={cartStyles.notice} role="alert">
          {t("checkout.failed")}
        </p>
      )}
      <button
        type="button"
        className={`${layout.primaryButton} ${cartStyles.wide}`}
        disabled={status === "placing"}
        onClick={onPlaceOrder}
      >
        {status === "placing" ? t("checkout.placing") : t("checkout.placeOrder")}
      </button>
    </section>
  );
}
