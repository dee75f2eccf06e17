import React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import type { BundleView } from "../catalogue/view-types";
import { Breadcrumbs } from "../components/later-parts";
import { FIRST_IMAGE } from "../components/layout/first-image";
import { Layout } from "../components/layout/Layout";
import { AddToCart } from "../components/product/AddToCart";
import { Price, useFormatPrice } from "../components/product/Price";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import * as styles from "../components/product/product.module.css";

type Content = { view: BundleView };

export default function BundlePage({ data }: PageProps<PageData<Content>>) {
  const { view } = data.storefrontPage.data;
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const saving = Math.round((view.itemsTotal - view.price) * 100) / 100;
  // A set is there as long as each of its items is.
  const stock = Math.min(...view.items.map((item) => item.stock));
  return (
    <Layout>
      <Breadcrumbs trail={[{ name: view.name }]} />
      <article className={styles.product}>
        <div className={styles.gallery}>
          <img src={view.image} alt="" width={400} height={400} {...FIRST_IMAGE} />
        </div>
        <div className={styles.buyBox}>
          <h1>{view.name}</h1>
          <p className={styles.muted}>{view.description}</p>
          <p className={styles.price}>
            <Price amount={view.price} currency={view.currency} />
          </p>
          <p>
            {t("bundle.worth", { price: formatPrice(view.itemsTotal, view.currency) })}
            {saving > 0 && (
              <strong> · {t("bundle.save", { amount: formatPrice(saving, view.currency) })}</strong>
            )}
          </p>
          <AddToCart
            disabled={stock === 0}
            label={t("bundle.addToCart")}
            line={{
              sku: `BUNDLE-${view.handle.toUpperCase()}`,
              handle: view.handle,
              name: view.name,
              colour: view.items.map((item) => item.name).join(" + "),
              path: view.path,
              image: view.image,
              unitPrice: view.price,
              stock,
            }}
          />
          <section className={styles.details} aria-labelledby="bundle-items">
            <h2 id="bundle-items">{t("bundle.includes")}</h2>
            <ul>
              {view.items.map((item) => (
                <li key={item.sku}>
                  <LocalizedLink to={item.path}>{item.name}</LocalizedLink> ({item.colour}) –{" "}
                  <Price amount={item.price} currency={view.currency} />
                </li>
              ))}
            </ul>
          </section>
        </div>
      </article>
    </Layout>
  );
}

export const Head = pageHead<Content>(({ view }) => ({
  title: `${view.name} | Babyshop`,
  description: view.description,
}));

export const query = graphql`
  query BundlePage($id: String!, $language: String!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
