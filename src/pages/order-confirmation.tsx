import React, { useMemo } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { cartTotals } from "../cart/cart-lines";
import { useBrowserValue } from "../app/use-browser-value";
import { savedOrderJson } from "../checkout/browser-provider";
import type { Order } from "../checkout/commerce-provider";
import { OrderLines } from "../components/cart/OrderLines";
import { Layout } from "../components/layout/Layout";
import { usePurchaseEvent } from "../components/search/use-purchase-event";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import * as layout from "../components/layout/layout.module.css";
import * as cartStyles from "../components/cart/cart.module.css";

export default function OrderConfirmationPage() {
  const { t } = useTranslation();
  // The order lives in this browser tab: read it after the first render.
  const saved = useBrowserValue(savedOrderJson, undefined);
  const order = useMemo<Order | null | undefined>(
    () => (saved === undefined ? undefined : saved ? (JSON.parse(saved) as Order) : null),
    [saved],
  );
  usePurchaseEvent(order);
  if (order === undefined) return <Layout>{null}</Layout>;
  if (order === null) {
    return (
      <Layout>
        <h1>{t("order.none")}</h1>
        <LocalizedLink to="/" className={layout.primaryButton}>
          {t("order.continue")}
        </LocalizedLink>
      </Layout>
    );
  }
  const totals = { ...cartTotals(order.lines), ...order.totals };
  return (
    <Layout>
      <h1>{t("order.title")}</h1>
      <p>
        {t("order.number")}: <strong data-order-number>{order.number}</strong>
      </p>
      <p>{t("order.confirmation", { email: order.form.email })}</p>
      <div className={cartStyles.page}>
        <section aria-labelledby="order-items" className={cartStyles.panel}>
          <h2 id="order-items">{t("order.items")}</h2>
          <OrderLines lines={order.lines} totals={totals} currency={order.currency} shippingKnown />
        </section>
        <section aria-labelledby="order-address">
          <h2 id="order-address">{t("order.shipTo")}</h2>
          <address>
            {order.form.firstName} {order.form.lastName}
            <br />
            {order.form.address}
            <br />
            {order.form.address2 && (
              <>
                {order.form.address2}
                <br />
              </>
            )}
            {order.form.postcode} {order.form.city}
            <br />
            {order.form.country}
          </address>
          <p>
            <LocalizedLink to="/" className={layout.primaryButton}>
              {t("order.continue")}
            </LocalizedLink>
          </p>
        </section>
      </div>
    </Layout>
  );
}

export const Head = pageHead((_, t) => ({
  title: `${t("order.title")} | Babyshop`,
  noindex: true,
}));

export const query = graphql`
  query OrderConfirmationPage($language: String!) {
    ...PageLocales
  }
`;
