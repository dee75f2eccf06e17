import React, { lazy, Suspense, useEffect, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { cartTotals } from "../cart/cart-lines";
import { confirmationOf, SHOW_MISSING_ORDER_STEP } from "../checkout/confirmation-link";
import { loadCommerce } from "../commerce/commerce";
import type { Order } from "../commerce/platform";
import { OrderLines } from "../components/cart/OrderLines";
import { ContinueShoppingLink } from "../components/layout/ContinueShoppingLink";
import { Layout } from "../components/layout/Layout";
import { usePurchaseEvent } from "../components/search/use-purchase-event";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import * as cartStyles from "../components/cart/cart.module.css";
import * as miniCartStyles from "../components/cart/mini-cart.module.css";

// Shown once the order is read from the tab, so it can load after the page.
const OrderDetails = lazy(() => import("../components/checkout/OrderDetails"));

type Content = PageContent<"order-confirmation">;

/**
 * The paid order the address names (`?order=…&key=…`, as the email links to it), as the platform has
 * it; undefined until it answers.
 */
function usePaidOrder(search: string): Order | null | undefined {
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const named = confirmationOf(search);
    void (
      named
        ? loadCommerce().then((commerce) => commerce.getOrder(named.number, named.key))
        : Promise.resolve(null)
    ).then(
      (found) => current && setOrder(found?.status === "paid" ? found : null),
      // The platform did not answer: no order to show, and the ways on.
      () => current && setOrder(null),
    );
    return () => {
      current = false;
    };
  }, [search]);
  return order;
}

export default function OrderConfirmationPage({ data, location }: PageProps<PageData<Content>>) {
  const page = data.storefrontPage.data;
  const { t } = useTranslation();
  // Read after the first render: the server's page knows no order.
  const order = usePaidOrder(location.search ?? "");
  usePurchaseEvent(order);
  // Opened without an order (a bookmark, another browser): say so, and offer the ways on.
  const noOrder = (
    <>
      <h1>{t("order.noneTitle")}</h1>
      <p>{t("order.none")}</p>
      <div className={miniCartStyles.actions}>
        <ContinueShoppingLink>{t("order.continue")}</ContinueShoppingLink>
        <LocalizedLink to="/cart/" className={miniCartStyles.secondaryButton}>
          {t("order.viewCart")}
        </LocalizedLink>
      </div>
    </>
  );
  // Before the order is read (the server's page), both headings: the step after them shows the one
  // that applies from the first paint.
  if (order === undefined) {
    return (
      <Layout>
        <div>
          <h1>{t("order.title")}</h1>
        </div>
        <div hidden>{noOrder}</div>
        <script dangerouslySetInnerHTML={{ __html: SHOW_MISSING_ORDER_STEP }} />
      </Layout>
    );
  }
  // In the same place as before it was read: what the first paint showed stays, not drawn anew.
  if (order === null) {
    return (
      <Layout>
        {null}
        <div>{noOrder}</div>
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
        <div>
          <Suspense fallback={null}>
            <OrderDetails
              form={order.form}
              shipping={page.shipping}
              countryNames={page.countryNames}
              level={2}
              paymentNote={t("order.paid")}
              gifts={order}
            />
          </Suspense>
          <p>
            <ContinueShoppingLink>{t("order.continue")}</ContinueShoppingLink>
          </p>
        </div>
        <section aria-labelledby="order-items" className={cartStyles.panel}>
          <h2 id="order-items">{t("order.items")}</h2>
          <OrderLines lines={order.lines} totals={totals} currency={order.currency} shippingKnown />
        </section>
      </div>
    </Layout>
  );
}

// The title is the same with or without an order: only the page's heading thanks for one.
export const Head = pageHead<Content>((_, t) => ({
  title: t("order.pageTitle"),
}));

export const query = graphql`
  query OrderConfirmationPage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
