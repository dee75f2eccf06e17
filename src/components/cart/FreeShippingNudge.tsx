import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { FreeShipping } from "../../checkout/free-shipping";
import { useFormatPrice } from "../product/Price";
import * as styles from "./cart.module.css";

/** How far the order is from free shipping, beside the totals that include shipping. */
export function FreeShippingNudge({
  freeShipping,
  subtotal,
  currency,
}: {
  freeShipping: FreeShipping;
  subtotal: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  if (freeShipping.kind === "never") return null;
  return (
    <div className={styles.freeShipping}>
      <p>
        {freeShipping.kind === "free"
          ? t("cart.freeShippingReached")
          : t("cart.freeShippingShort", { amount: formatPrice(freeShipping.remaining, currency) })}
      </p>
      {freeShipping.kind === "short" && (
        <progress
          aria-label={t("cart.freeShippingProgress")}
          max={freeShipping.threshold}
          value={Math.min(subtotal, freeShipping.threshold)}
        />
      )}
    </div>
  );
}
