import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { CheckoutField } from "../../checkout/checkout-form";
import type { FieldRefusal } from "../../commerce/platform";
import * as cartStyles from "../cart/cart.module.css";
import * as layout from "../layout/layout.module.css";

/** Why the last attempt to place or pay did not go through. */
export type CheckoutProblem =
  | { kind: "unavailable" }
  | { kind: "closed" }
  | { kind: "failed" }
  | { kind: "refused"; refusal: FieldRefusal }
  | { kind: "declined" }
  | { kind: "payment-failed" };

const MESSAGES = {
  unavailable: "checkout.unavailable",
  closed: "checkout.closed",
  failed: "checkout.failed",
  declined: "checkout.declined",
  "payment-failed": "checkout.paymentFailed",
} as const;

/** Why placing or paying did not go through, in the shopper's words, and what was kept. */
export function CheckoutProblemNotice({
  problem,
  onChange,
}: {
  problem: CheckoutProblem | null;
  onChange?: (field: CheckoutField) => void;
}) {
  const { t } = useTranslation();
  if (!problem) return null;
  if (problem.kind !== "refused")
    return (
      <p className={cartStyles.notice} role="alert">
        {t(MESSAGES[problem.kind])}
      </p>
    );
  const { field, problem: error } = problem.refusal;
  return (
    <p className={cartStyles.notice} role="alert">
      {t("checkout.refused", { field: t(`checkout.${field}`), message: t(`checkout.errors.${error}`) })}{" "}
      {onChange && (
        <button type="button" className={layout.linkButton} onClick={() => onChange(field)}>
          {t("checkout.change")}
        </button>
      )}
    </p>
  );
}
