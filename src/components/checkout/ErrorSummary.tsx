import React, { useEffect, useRef } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { CheckoutField } from "../../checkout/checkout-form";
import type { SummaryEntry } from "../../checkout/error-summary";
import { focusControl } from "./focus-control";
import * as styles from "./checkout.module.css";

interface ErrorSummaryProps {
  entries: SummaryEntry[];
  /** The name the form shows for a field (its label or legend). */
  label: (field: CheckoutField) => string;
  /** Counts submits: each one with errors takes the focus here, so it is read out. */
  attempt: number;
}

/** What is wrong with the form, at its top, each problem a link that focuses its field. */
export function ErrorSummary({ entries, label, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
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
      className={styles.summary}
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
                field: label(entry.field),
                message: t(`checkout.errors.${entry.error}`),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
