import React from "react";
import { MAX_QUANTITY, quantityCap, type CartLine } from "../../cart/cart-lines";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useFormatPrice } from "../product/Price";
import * as styles from "./cart.module.css";

/** The id of a line's remove button: an undone removal gives it the focus back. */
export const removeButtonId = (sku: string) => `remove-${sku}`;

/** One line of the cart page: the product, its price, a quantity stepper and its removal. */
export function CartLineItem({
  line,
  currency,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  currency: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <li className={styles.line}>
      <img src={line.image} alt="" width={80} height={80} loading="lazy" />
      <div>
        <h2>
          <LocalizedLink to={line.path}>{line.name}</LocalizedLink>
        </h2>
        <small>{line.colour}</small>
        <span>{formatPrice(line.unitPrice, currency)}</span>
        <div className={styles.lineControls}>
          <div className={styles.stepper}>
            <button
              type="button"
              aria-label={t("cart.decrease", { product: line.name })}
              onClick={() => (line.quantity > 1 ? onQuantity(line.quantity - 1) : onRemove())}
            >
              −
            </button>
            <output aria-label={t("cart.quantity", { product: line.name })} aria-live="polite">
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={t("cart.increase", { product: line.name })}
              // At the cap it stays in reach (and in focus) and the line says why.
              aria-disabled={line.quantity >= quantityCap(line)}
              onClick={() => onQuantity(line.quantity + 1)}
            >
              +
            </button>
          </div>
          <strong>{formatPrice(line.unitPrice * line.quantity, currency)}</strong>
          <button id={removeButtonId(line.sku)} type="button" className={styles.remove} onClick={onRemove}>
            {t("cart.remove", { product: line.name })}
          </button>
        </div>
        <small aria-live="polite">
          {line.quantity >= quantityCap(line) &&
            t(quantityCap(line) < MAX_QUANTITY ? "cart.stockCap" : "cart.orderCap", {
              stock: quantityCap(line),
              most: MAX_QUANTITY,
            })}
        </small>
      </div>
    </li>
  );
}
