import React, { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/hooks";
import type { CheckoutField, FieldError } from "../../checkout/checkout-form";
import { errorSummary } from "../../checkout/error-summary";
import { focusControl } from "./focus-control";
import * as steps from "./steps.module.css";

/** The labels and legends that name the fields. */
const FIELD_LABELS: Record<CheckoutField, `checkout.${string}`> = {
  email: "checkout.email",
  phone: "checkout.phone",
  firstName: "checkout.firstName",
  lastName: "checkout.lastName",
  address: "checkout.address",
  address2: "checkout.address2",
  postcode: "checkout.postcode",
  city: "checkout.city",
  country: "checkout.country",
  shipping: "checkout.shippingMethod",
  payment: "checkout.payment",
};

interface ErrorSummaryProps {
  errors: Partial<Record<CheckoutField, FieldError>>;
  /** The first option of each choice: what its entry links to. */
  firstOption: Partial<Record<CheckoutField, string>>;
  /** Counts submits: each one with errors takes the focus here, so it is read out. */
  attempt: number;
}

/**
 * What is wrong with the form, at its top, each problem a link that focuses its field. Loaded when the
 * shopper starts on the form, so the first load is the form alone.
 */
export default function ErrorSummary({ errors, firstOption, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const entries = errorSummary(errors, firstOption);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="checkout-error-summary"
      className={steps.summary}
    >
      <h3 id="checkout-error-summary">{t("checkout.errorSummary", { count: entries.length })}</h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.field}>
            <a
              href={`#${entry.targetId}`}
              onClick={(event) => {
                event.preventDefault();
                focusControl(entry.targetId);
              }}
            >
              {t("checkout.errorEntry", {
                field: t(FIELD_LABELS[entry.field]),
                message: t(`checkout.errors.${entry.error}`),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
