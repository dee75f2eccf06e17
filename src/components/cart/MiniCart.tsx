import React, { useEffect, useRef, type MouseEvent } from "react";
import { useI18next } from "../../i18n/hooks";
import { useLazyTexts } from "../../i18n/use-lazy-texts";
import { useCart } from "../../commerce/commerce";
import { cartEstimate } from "../../checkout/cart-estimate";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { siteData } from "../../site/runtime-site-data";
import type { ProductSummary } from "../../state/product";
import { useStorefront } from "../../state/use-storefront";
import { Icon } from "../layout/Icon";
import { Price } from "../product/Price";
import { CartProblemNotice } from "./CartProblemNotice";
import { FreeShippingNudge } from "./FreeShippingNudge";
import { Totals } from "./OrderLines";
import * as layout from "../layout/layout.module.css";
import * as cart from "./cart.module.css";
import * as styles from "./mini-cart.module.css";

/**
 * The drawer that confirms an addition to the cart: the product added (its picture, name, price and
 * how many the cart holds), the cart's totals with shipping as the checkout will charge it, and the way to
 * free shipping. A modal dialog: it takes the focus, Escape or a click beside it closes it, and the focus
 * goes back to where it was. Loaded with the first addition, not with the page.
 */
export default function MiniCart({ product }: { product: ProductSummary }) {
  useLazyTexts(["mini-cart", "totals"]);
  const { t, originalPath } = useI18next();
  const lines = useCart((state) => state.lines);
  const giftMessage = useCart((state) => state.giftMessage);
  const giftBox = useCart((state) => state.giftBox);
  const saved = useCart((state) => state.saved);
  // The shop could not take the addition: the cart went back to what it was, and says why.
  const notAdded = useCart((state) => !!state.problem) && !lines.some((line) => line.sku === product.sku);
  const setAddedProduct = useStorefront((state) => state.setAddedProduct);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    dialog.current?.showModal();
    closeButton.current?.focus();
  }, []);

  const close = () => dialog.current?.close();
  const onClosed = () => {
    setAddedProduct(undefined);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };
  // The dialog itself is only hit on its backdrop: its content fills it.
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog.current) close();
  };

  const { currency } = siteData.siteConfig;
  const line = lines.find((candidate) => candidate.sku === product.sku);
  // What else the cart holds, so that the lines shown add up to the subtotal below them.
  const others = lines.filter((candidate) => candidate.sku !== product.sku);
  const otherCount = others.reduce((sum, other) => sum + other.quantity, 0);
  const otherAmount = others.reduce((sum, other) => sum + other.unitPrice * other.quantity, 0);
  const { totals, freeShipping } = cartEstimate({ lines, giftMessage, giftBox }, __SITE_DATA__.offer);

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby="mini-cart-title"
      onClose={onClosed}
      onClick={onClick}
    >
      <div className={styles.content}>
        <div className={styles.head}>
          <h2 id="mini-cart-title">
            {t(notAdded ? "addedToCart.notAdded" : "addedToCart.added", { product: product.name })}
          </h2>
          <button ref={closeButton} type="button" className={layout.noticeClose} onClick={close}>
            <Icon name="close" />
            <span className={layout.visuallyHidden}>{t("addedToCart.close")}</span>
          </button>
        </div>
        {!saved && <p className={cart.notice}>{t("cart.notSaved")}</p>}
        <CartProblemNotice />
        <ul className={cart.summaryLines}>
          <li>
            <img src={product.image} alt="" width={56} height={56} />
            <span>
              {product.name}
              {line && <small>{line.colour}</small>}
            </span>
            <span>
              {line ? `${line.quantity} × ` : ""}
              <Price amount={product.unitPrice} currency={product.currency} />
            </span>
          </li>
          {otherCount > 0 && (
            <li className={styles.otherLines}>
              <span>{t("addedToCart.alsoInCart", { count: otherCount })}</span>
              <Price amount={otherAmount} currency={currency} />
            </li>
          )}
        </ul>
        <Totals totals={totals} currency={currency} shippingKnown />
        <FreeShippingNudge freeShipping={freeShipping} subtotal={totals.subtotal} currency={currency} />
        <div className={styles.actions}>
          <LocalizedLink to="/checkout/" className={layout.primaryButton}>
            {t("cart.checkout")}
          </LocalizedLink>
          {originalPath !== "/cart/" && (
            <LocalizedLink to="/cart/" className={styles.secondaryButton}>
              {t("addedToCart.viewCart")}
            </LocalizedLink>
          )}
          <button type="button" className={layout.linkButton} onClick={close}>
            {t("addedToCart.continue")}
          </button>
        </div>
      </div>
    </dialog>
  );
}
