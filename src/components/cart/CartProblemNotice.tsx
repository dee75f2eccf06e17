import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { useCart } from "../../commerce/commerce";
import * as styles from "./cart.module.css";

/** What the last change to the cart came to when the shop could not take it as asked. */
export function CartProblemNotice() {
  const { t } = useTranslation();
  const problem = useCart((state) => state.problem);
  const line = useCart((state) =>
    problem?.kind === "short" ? state.lines.find((candidate) => candidate.sku === problem.sku) : undefined,
  );
  if (!problem) return null;
  return (
    <p className={styles.notice} role="alert">
      {problem.kind === "unavailable"
        ? t("cart.unavailable")
        : problem.kind === "closed"
          ? t("cart.closed")
          : problem.available > 0
            ? t("cart.short", { count: problem.available, product: line?.name ?? "" })
            : t("cart.soldOut")}
    </p>
  );
}
