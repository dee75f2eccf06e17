import React, { useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { PAYMENT_OUTCOMES, type Order, type PaymentOutcome } from "../../commerce/platform";
import { PAYMENT_LABELS } from "../../checkout/checkout-form";
import type { PaymentMethod } from "../../checkout/order-summary";
import { useFormatPrice } from "../product/Price";
import { CheckoutProblemNotice, type CheckoutProblem } from "./CheckoutProblemNotice";
import { StepHeading } from "./StepHeading";
import * as layout from "../layout/layout.module.css";
import * as cartStyles from "../cart/cart.module.css";
import * as styles from "./checkout.module.css";
import * as steps from "./steps.module.css";

interface PaymentPartnerStepProps {
  order: Order;
  /** The total the review showed: the shopper is told when the shop's differs. */
  reviewedTotal: number;
  busy: boolean;
  problem: CheckoutProblem | null;
  onPay: (outcome: PaymentOutcome) => void;
  onCancel: () => void;
}

const OUTCOME_LABELS: Record<PaymentOutcome, `checkout.${string}`> = {
  paid: "checkout.testPaid",
  declined: "checkout.testDeclined",
  failed: "checkout.testFailed",
};

/**
 * Where the shopper pays for a placed order, its stock held. The engine's test payments stand in for
 * the payment partner and take no money: the shopper picks how the test payment ends.
 */
export default function PaymentPartnerStep({
  order,
  reviewedTotal,
  busy,
  problem,
  onPay,
  onCancel,
}: PaymentPartnerStepProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [outcome, setOutcome] = useState<PaymentOutcome>("paid");
  const amount = formatPrice(order.totals.total, order.currency);
  const method = PAYMENT_LABELS[order.form.payment as PaymentMethod];
  return (
    <section aria-labelledby="checkout-step" className={`${steps.partner} ${styles.form}`}>
      <StepHeading>{t("checkout.stepPayment")}</StepHeading>
      <p>{t("checkout.partnerIntro", { number: order.number, amount, method: method ? t(method) : "" })}</p>
      {order.totals.total !== reviewedTotal && (
        <p className={cartStyles.notice} role="status">
          {t("checkout.totalChanged", { amount })}
        </p>
      )}
      <fieldset>
        <legend>{t("checkout.partnerTest")}</legend>
        {PAYMENT_OUTCOMES.map((choice) => (
          <label key={choice} className={styles.option}>
            <input
              type="radio"
              name="test-outcome"
              value={choice}
              checked={outcome === choice}
              onChange={() => setOutcome(choice)}
            />
            {t(OUTCOME_LABELS[choice])}
          </label>
        ))}
      </fieldset>
      <CheckoutProblemNotice problem={problem} />
      <div className={steps.actions}>
        <button type="button" className={layout.primaryButton} disabled={busy} onClick={() => onPay(outcome)}>
          {t("checkout.pay", { amount })}
        </button>
        <button type="button" className={layout.linkButton} disabled={busy} onClick={onCancel}>
          {t("checkout.cancelPayment")}
        </button>
      </div>
    </section>
  );
}
