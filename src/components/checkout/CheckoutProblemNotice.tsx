import React from "react";
import { useTranslation } from "../../i18n/hooks";
import * as cartStyles from "../cart/cart.module.css";

/** Why the last attempt to place or pay did not go through. */
export type CheckoutProblem =
  | { kind: "unavailable" }
  | { kind: "closed" }
  | { kind: "failed" }
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
export function CheckoutProblemNotice({ problem }: { problem: CheckoutProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className={cartStyles.notice} role="alert">
      {t(MESSAGES[problem.kind])}
    </p>
  );
}
