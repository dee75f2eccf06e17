import React, { useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { MAX_QUANTITY, type CartLine } from "../../cart/cart-lines";
import { useCart } from "../../cart/cart-state";
import { siteData } from "../../site/runtime-site-data";
import { useStorefront } from "../../state/use-storefront";
import * as layout from "../layout/layout.module.css";
import * as styles from "./product.module.css";

/** Quantity and the add button; adding shows the toaster. */
export function AddToCart({
  line,
  disabled,
  label,
}: {
  line: Omit<CartLine, "quantity">;
  disabled: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const add = useCart((state) => state.add);
  const setToasterProduct = useStorefront((state) => state.setToasterProduct);
  const onAdd = () => {
    add(line, quantity);
    setToasterProduct({
      id: line.handle,
      sku: line.sku,
      name: line.name,
      url: line.path,
      price: line.unitPrice,
      currency: siteData.siteConfig.currency,
      image: line.image,
    });
  };
  return (
    <div className={styles.buyRow}>
      <label>
        {t("product.quantity")}
        <select
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
          disabled={disabled}
        >
          {Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={layout.primaryButton} onClick={onAdd} disabled={disabled}>
        {label ?? t("product.addToCart")}
      </button>
    </div>
  );
}
