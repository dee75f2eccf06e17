import React, { useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { replaceUrlParameter } from "../../app/url-parameter";
import { useBrowserValue } from "../../app/use-browser-value";
import { MAX_QUANTITY, type CartLine } from "../../cart/cart-lines";
import { useCart } from "../../commerce/commerce";
import { addable } from "../../cart/stock";
import { QUANTITY_PARAMETER, quantityFromSearch } from "../../cart/quantity-parameter";
import { siteData } from "../../site/runtime-site-data";
import { useStorefront } from "../../state/use-storefront";
import * as layout from "../layout/layout.module.css";
import * as styles from "./product.module.css";

/**
 * Quantity and the add button; adding shows the added-to-cart dialog. The quantity goes no higher than the cart can
 * still take of the stock, says so when it gets there, and is kept in the address (a reload or a
 * language switch keeps it).
 */
export function AddToCart({
  line,
  disabled,
  label,
}: {
  line: Omit<CartLine, "quantity"> & { stock: number };
  disabled: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const linked = useBrowserValue(() => quantityFromSearch(window.location.search, MAX_QUANTITY), undefined);
  const [picked, setPicked] = useState<number>();
  const inCart = useCart(
    (state) => state.lines.find((candidate) => candidate.sku === line.sku)?.quantity ?? 0,
  );
  const add = useCart((state) => state.add);
  const setAddedProduct = useStorefront((state) => state.setAddedProduct);
  const most = addable(line.stock, inCart);
  const quantity = Math.max(1, Math.min(picked ?? linked ?? 1, most));
  const pick = (value: number) => {
    setPicked(value);
    replaceUrlParameter(QUANTITY_PARAMETER, String(value));
  };
  const onAdd = () => {
    // At the cap the message beside the button says why nothing more goes in.
    if (most === 0) return;
    add(line, quantity);
    const { sku, name, unitPrice, image } = line;
    setAddedProduct({ sku, name, unitPrice, image, currency: siteData.siteConfig.currency });
  };
  const stockBound = line.stock < MAX_QUANTITY;
  const atCap = !disabled && (most === 0 || (quantity === most && quantity > 1));
  return (
    <>
      <div className={styles.buyRow}>
        <label>
          {t("product.quantity")}
          <select
            value={quantity}
            onChange={(event) => pick(Number(event.target.value))}
            disabled={disabled || most === 0}
          >
            {Array.from({ length: Math.max(1, most) }, (_, i) => i + 1).map((n) => (
              // An option's value is its text: no attribute to repeat it in the page's HTML.
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <button type="button" className={layout.primaryButton} onClick={onAdd} disabled={disabled}>
          {label ?? t("product.addToCart")}
        </button>
      </div>
      {/* There before it speaks, so that screen readers announce it; styled only then. */}
      <p aria-live="polite" className={atCap ? styles.muted : undefined}>
        {atCap &&
          (most === 0
            ? t("product.allInCart", { count: inCart })
            : stockBound
              ? t("cart.stockCap", { stock: line.stock })
              : t("cart.orderCap", { most: MAX_QUANTITY }))}
      </p>
    </>
  );
}
