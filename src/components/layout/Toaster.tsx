import React, { useEffect } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useCart } from "../../cart/cart-store";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useStorefront } from "../../store/use-storefront";
import { Icon } from "./Icon";
import * as styles from "./layout.module.css";

const VISIBLE_MS = 6000;

/**
 * Confirms "added to cart" for the store's toasterProduct, then hides itself; says so when the browser
 * will not keep the cart.
 */
export function Toaster() {
  const { t } = useTranslation();
  const product = useStorefront((s) => s.toasterProduct);
  const setToasterProduct = useStorefront((s) => s.setToasterProduct);
  const saved = useCart((state) => state.saved);
  useEffect(() => {
    if (!product) return undefined;
    const timer = window.setTimeout(() => setToasterProduct(undefined), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [product, setToasterProduct]);

  return (
    <div className={styles.toasterRegion} role="status" aria-live="polite">
      {product && (
        <div className={styles.toaster}>
          <div>
            <p>{t("toaster.added", { product: product.name })}</p>
            {!saved && <p className={styles.toasterNote}>{t("cart.notSaved")}</p>}
          </div>
          <LocalizedLink to="/cart/" className={styles.primaryButton}>
            {t("toaster.viewCart")}
          </LocalizedLink>
          <button type="button" className={styles.noticeClose} onClick={() => setToasterProduct(undefined)}>
            <Icon name="close" />
            <span className={styles.visuallyHidden}>{t("toaster.close")}</span>
          </button>
        </div>
      )}
    </div>
  );
}
