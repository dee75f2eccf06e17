import React, { useEffect, useRef, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { useCart } from "../commerce/commerce";
import { cartEstimate } from "../checkout/cart-estimate";
import type { RemovedLine } from "../cart/undo-removal";
import { useCartReady } from "../cart/use-cart-ready";
import { CartLineItem, removeButtonId } from "../components/cart/CartLineItem";
import { CartProblemNotice } from "../components/cart/CartProblemNotice";
import { FreeShippingNudge } from "../components/cart/FreeShippingNudge";
import { GiftOptions } from "../components/cart/GiftOptions";
import { Totals } from "../components/cart/OrderLines";
import { ContinueShoppingLink } from "../components/layout/ContinueShoppingLink";
import { Layout } from "../components/layout/Layout";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import { shopSettings } from "../runtime-settings/runtime-settings";
import * as layout from "../components/layout/layout.module.css";
import * as styles from "../components/cart/cart.module.css";

type Content = PageContent<"cart">;

/** How long a removed line can be put back. */
const UNDO_MS = 8000;

export default function CartPage({ data }: PageProps<PageData<Content>>) {
  const page = data.storefrontPage.data;
  const { t } = useTranslation();
  const ready = useCartReady(useCart);
  const { lines, giftMessage, giftBox, saved } = useCart();
  const { setQuantity, remove, restore } = useCart();
  const currency = shopSettings.currency;
  const [removed, setRemoved] = useState<RemovedLine>();
  const [restoredSku, setRestoredSku] = useState<string>();
  const undoButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The cart may have changed elsewhere (another tab, the shop's stock): read it again as the page opens.
  useEffect(() => {
    if (ready) void useCart.getState().refresh();
  }, [ready]);

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
    void remove(sku).then(setRemoved);
  };
  const undoRemoval = () => {
    if (!removed) return;
    void restore(removed);
    setRestoredSku(removed.line.sku);
    setRemoved(undefined);
  };

  // Shipping by the method the checkout will pick: the total here is the total there.
  const { totals, freeShipping } = cartEstimate({ lines, giftMessage, giftBox }, page);

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
      <CartProblemNotice />
      {!ready ? (
        <p>{t("cart.loading")}</p>
      ) : lines.length === 0 ? (
        <>
          <p>{t("cart.empty")}</p>
          <ContinueShoppingLink>{t("cart.continue")}</ContinueShoppingLink>
        </>
      ) : (
        <div className={styles.page}>
          <div>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <CartLineItem
                  key={line.sku}
                  line={line}
                  currency={currency}
                  onQuantity={(quantity) => setQuantity(line.sku, quantity)}
                  onRemove={() => removeLine(line.sku)}
                />
              ))}
            </ul>
            <GiftOptions giftMessageProduct={page.giftMessage} giftBoxProduct={page.giftBox} />
          </div>
          <aside className={styles.panel} aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t("cart.summary")}</h2>
            <p>{t("cart.items", { count: totals.itemCount })}</p>
            <Totals totals={totals} currency={currency} shippingKnown />
            <FreeShippingNudge freeShipping={freeShipping} subtotal={totals.subtotal} currency={currency} />
            <LocalizedLink to="/checkout/" className={`${layout.primaryButton} ${styles.wide}`}>
              {t("cart.checkout")}
            </LocalizedLink>
          </aside>
        </div>
      )}
    </Layout>
  );
}

export const Head = pageHead<Content>((_, t) => ({ title: t("cart.title") }));

export const query = graphql`
  query CartPage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
