import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { Order } from "../../commerce/platform";
import { PAYMENT_LABELS } from "../../checkout/checkout-form";
import type { PaymentMethod } from "../../checkout/order-summary";
import { useFormatPrice } from "../product/Price";
import { StepHeading } from "./StepHeading";
import * as layout from "../layout/layout.module.css";
import * as cartStyles from "../cart/cart.module.css";
import * as styles from "./checkout.module.css";
import * as steps from "./steps.module.css";

interface PaymentPartnerStepProps {
  order: Order;
  status: "idle" | "placing" | "failed";
  onPay: () => void;
  onCancel: () => void;
}

/**
 * Where the shopper pays for a placed order. A commerce platform sends the shopper to its payment
 * partner here; the embedded provider has none, so this step stands in for it and takes no money.
 */
export default function PaymentPartnerStep({ order, status, onPay, onCancel }: PaymentPartnerStepProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const amount = formatPrice(order.totals.total, order.currency);
  const method = PAYMENT_LABELS[order.form.payment as PaymentMethod];
  return (
    <section aria-labelledby="checkout-step" className={steps.partner}>
      <StepHeading>{t("checkout.stepPayment")}</StepHeading>
      <p>{t("checkout.partnerIntro", { number: order.number, amount, method: method ? t(method) : "" })}</p>
      <p className={styles.note}>{t("checkout.partnerTest")}</p>
      {status === "failed" && (
        <p className={cartStyles.notice} role="alert">
          {t("checkout.failed")}
        </p>
      )}
      <div className={steps.actions}>
        <button
          type="button"
          className={layout.primaryButton}
          disabled={status === "placing"}
          onClick={onPay}
        >
          {t("checkout.pay", { amount })}
        </button>
        <button
          type="button"
          className={layout.linkButton}
          disabled={status === "placing"}
          onClick={onCancel}
        >
          {t("checkout.cancelPayment")}
        </button>
      </div>
    </section>
  );
}
