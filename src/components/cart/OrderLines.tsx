import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { CartLine, CartTotals } from "../../cart/cart-lines";
import { Price } from "../product/Price";
import * as styles from "./cart.module.css";

/** The lines and totals of a cart or an order, read-only. */
export function OrderLines({
  lines,
  totals,
  currency,
  shippingKnown,
}: {
  lines: CartLine[];
  totals: CartTotals;
  currency: string;
  shippingKnown: boolean;
}) {
  return (
    <>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line.sku}>
            <img src={line.image} alt="" width={56} height={56} loading="lazy" />
            <span>
              {line.quantity} × {line.name}
              <small>{line.colour}</small>
            </span>
            <Price amount={line.unitPrice * line.quantity} currency={currency} />
          </li>
        ))}
      </ul>
      <Totals totals={totals} currency={currency} shippingKnown={shippingKnown} />
    </>
  );
}

export function Totals({
  totals,
  currency,
  shippingKnown,
}: {
  totals: CartTotals;
  currency: string;
  /** False until a shipping method is chosen: shipping is then said to come at checkout. */
  shippingKnown: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl className={styles.totals}>
      <dt>{t("cart.subtotal")}</dt>
      <dd>
        <Price amount={totals.subtotal} currency={currency} />
      </dd>
      {totals.gifts > 0 && (
        <>
          <dt>{t("cart.gifts")}</dt>
          <dd>
            <Price amount={totals.gifts} currency={currency} />
          </dd>
        </>
      )}
      <dt>{t("cart.shipping")}</dt>
      <dd>
        {!shippingKnown ? (
          t("cart.shippingLater")
        ) : totals.shipping === 0 ? (
          t("checkout.free")
        ) : (
          <Price amount={totals.shipping} currency={currency} />
        )}
      </dd>
      <dt className={styles.total}>{t("cart.total")}</dt>
      <dd className={styles.total}>
        <Price amount={totals.total} currency={currency} />
      </dd>
    </dl>
  );
}
