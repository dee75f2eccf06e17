import React, { useEffect, useRef, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { cartTotals } from "../cart/cart-lines";
import { GIFT_MESSAGE_MAX, useCart } from "../cart/cart-state";
import { freeShipping, freeShippingThreshold } from "../checkout/free-shipping";
import type { RemovedLine } from "../cart/undo-removal";
import { useCartReady } from "../cart/use-cart-ready";
import type { ShippingOption } from "../checkout/shipping";
import { Totals } from "../components/cart/OrderLines";
import { Layout } from "../components/layout/Layout";
import { useFormatPrice } from "../components/product/Price";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import { siteData } from "../site/runtime-site-data";
import * as layout from "../components/layout/layout.module.css";
import * as styles from "../components/cart/cart.module.css";

export interface GiftOption {
  sku: string;
  name: string;
  price: number;
  currency: string;
}

type Content = { giftMessage: GiftOption; giftBox: GiftOption; shipping: ShippingOption[] };

/** How long a removed line can be put back. */
const UNDO_MS = 8000;

export default function CartPage({ data }: PageProps<PageData<Content>>) {
  const page = data.storefrontPage.data;
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const ready = useCartReady();
  const { lines, giftMessage, giftBox, saved } = useCart();
  const { setQuantity, remove, restore, setGiftMessage, setGiftBox } = useCart();
  const currency = siteData.siteConfig.currency;
  const [removed, setRemoved] = useState<RemovedLine>();
  const [restoredSku, setRestoredSku] = useState<string>();
  const undoButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!removed) return undefined;
    // The remove button is gone: the undo takes its focus.
    undoButton.current?.focus();
    const timer = window.setTimeout(() => {
      if (document.activeElement === undoButton.current) heading.current?.focus();
      setRemoved(undefined);
    }, UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [removed]);

  useEffect(() => {
    if (restoredSku) document.getElementById(removeButtonId(restoredSku))?.focus();
  }, [restoredSku]);

  const removeLine = (sku: string) => {
    setRestoredSku(undefined);
    setRemoved(remove(sku));
  };
  const undoRemoval = () => {
    if (!removed) return;
    restore(removed);
    setRestoredSku(removed.line.sku);
    setRemoved(undefined);
  };

  const totals = cartTotals(lines, {
    giftMessage: giftMessage !== null ? page.giftMessage.price : 0,
    giftBox: giftBox ? page.giftBox.price : 0,
  });
  const shipping = freeShipping(freeShippingThreshold(page.shipping), totals.subtotal);

  return (
    <Layout>
      <h1 ref={heading} tabIndex={-1}>
        {t("cart.title")}
      </h1>
      <div role="status" className={styles.undo}>
        {removed && (
          <>
            <span>{t("cart.removed", { product: removed.line.name })}</span>
            <button ref={undoButton} type="button" className={styles.remove} onClick={undoRemoval}>
              {t("cart.undo")}
            </button>
          </>
        )}
      </div>
      {!saved && (
        <p className={styles.notice} role="alert">
          {t("cart.notSaved")}
        </p>
      )}
      {!ready ? (
        <p>{t("cart.loading")}</p>
      ) : lines.length === 0 ? (
        <>
          <p>{t("cart.empty")}</p>
          <LocalizedLink to="/" className={layout.primaryButton}>
            {t("cart.continue")}
          </LocalizedLink>
        </>
      ) : (
        <div className={styles.page}>
          <div>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.sku} className={styles.line}>
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
                          onClick={() =>
                            line.quantity > 1
                              ? setQuantity(line.sku, line.quantity - 1)
                              : removeLine(line.sku)
                          }
                        >
                          −
                        </button>
                        <output aria-label={t("cart.quantity", { product: line.name })} aria-live="polite">
                          {line.quantity}
                        </output>
                        <button
                          type="button"
                          aria-label={t("cart.increase", { product: line.name })}
                          onClick={() => setQuantity(line.sku, line.quantity + 1)}
                        >
                          +
                        </button>
                      </div>
                      <strong>{formatPrice(line.unitPrice * line.quantity, currency)}</strong>
                      <button
                        id={removeButtonId(line.sku)}
                        type="button"
                        className={styles.remove}
                        onClick={() => removeLine(line.sku)}
                      >
                        {t("cart.remove", { product: line.name })}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <fieldset className={styles.gift}>
              <legend>{t("cart.giftTitle")}</legend>
              <label>
                <input
                  type="checkbox"
                  checked={giftMessage !== null}
                  onChange={(event) => setGiftMessage(event.target.checked ? "" : null)}
                />
                {t("cart.giftMessage", { price: formatPrice(page.giftMessage.price, currency) })}
              </label>
              {giftMessage !== null && (
                <textarea
                  aria-label={t("cart.giftMessageLabel")}
                  value={giftMessage}
                  maxLength={GIFT_MESSAGE_MAX}
                  placeholder={t("cart.giftMessageLabel")}
                  onChange={(event) => setGiftMessage(event.target.value)}
                />
              )}
              <label>
                <input
                  type="checkbox"
                  checked={giftBox}
                  onChange={(event) => setGiftBox(event.target.checked)}
                />
                {t("cart.giftBox", { price: formatPrice(page.giftBox.price, currency) })}
              </label>
            </fieldset>
          </div>
          <aside className={styles.panel} aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t("cart.summary")}</h2>
            <p>{t("cart.items", { count: totals.itemCount })}</p>
            <Totals
              totals={totals}
              currency={currency}
              shippingKnown={shipping.kind === "free"}
              shippingText={
                shipping.kind === "short"
                  ? t("cart.freeShippingShort", { amount: formatPrice(shipping.remaining, currency) })
                  : undefined
              }
            />
            <LocalizedLink to="/checkout/" className={`${layout.primaryButton} ${styles.wide}`}>
              {t("cart.checkout")}
            </LocalizedLink>
          </aside>
        </div>
      )}
    </Layout>
  );
}

const removeButtonId = (sku: string) => `remove-${sku}`;

export const Head = pageHead<Content>((_, t) => ({ title: `${t("cart.title")} | Babyshop`, noindex: true }));

export const query = graphql`
  query CartPage($id: String!, $language: String!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
