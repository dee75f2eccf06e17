import React, { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { cartTotals } from "../cart/cart-lines";
import { GIFT_MESSAGE_MAX, useCart } from "../cart/cart-store";
import { useCartReady } from "../cart/use-cart-ready";
import { Totals } from "../components/cart/OrderLines";
import { Layout } from "../components/layout/Layout";
import { useFormatPrice } from "../components/product/Price";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import { siteData } from "../site/runtime-site-data";
import { useStorefront } from "../store/use-storefront";
import * as layout from "../components/layout/layout.module.css";
import * as styles from "../components/cart/cart.module.css";

export interface GiftOption {
  sku: string;
  name: string;
  price: number;
  currency: string;
}

type Content = { giftMessage: GiftOption; giftBox: GiftOption };

export default function CartPage({ data }: PageProps<PageData<Content>>) {
  const page = data.storefrontPage.data;
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const ready = useCartReady();
  const { lines, giftMessage, giftBox, saved } = useCart();
  const { setQuantity, remove, setGiftMessage, setGiftBox } = useCart();
  const setGiftMessageProduct = useStorefront((s) => s.setGiftMessageProduct);
  const setGiftBoxProduct = useStorefront((s) => s.setGiftBoxProduct);
  const currency = siteData.siteConfig.currency;

  useEffect(() => {
    const summary = (option: GiftOption) => ({
      id: option.sku,
      sku: option.sku,
      name: option.name,
      url: "/cart/",
      price: option.price,
      currency,
    });
    setGiftMessageProduct(summary(page.giftMessage));
    setGiftBoxProduct(summary(page.giftBox));
  }, [page.giftMessage, page.giftBox, currency, setGiftMessageProduct, setGiftBoxProduct]);

  const totals = cartTotals(lines, {
    giftMessage: giftMessage !== null ? page.giftMessage.price : 0,
    giftBox: giftBox ? page.giftBox.price : 0,
  });

  return (
    <Layout>
      <h1>{t("cart.title")}</h1>
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
                          onClick={() => setQuantity(line.sku, line.quantity - 1)}
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
                      <button type="button" className={styles.remove} onClick={() => remove(line.sku)}>
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
            <Totals totals={totals} currency={currency} shippingKnown={false} />
            <LocalizedLink to="/checkout/" className={`${layout.primaryButton} ${styles.wide}`}>
              {t("cart.checkout")}
            </LocalizedLink>
          </aside>
        </div>
      )}
    </Layout>
  );
}

export const Head = pageHead<Content>((_, t) => ({ title: `${t("cart.title")} | Babyshop`, noindex: true }));

export const query = graphql`
  query CartPage($id: String!, $language: String!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
