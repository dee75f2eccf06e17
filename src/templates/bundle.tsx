import React, { useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { BundleChoices, Breadcrumbs } from "../components/later-parts";
import { FIRST_IMAGE } from "../components/layout/first-image";
import { Layout } from "../components/layout/Layout";
import { AddToCart } from "../components/product/AddToCart";
import { BundlePrice } from "../components/product/BundlePrice";
import { pageHead } from "../components/seo/page-head";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import * as styles from "../components/product/product.module.css";

type Content = PageContent<"bundle">;

export default function BundlePage({ data }: PageProps<PageData<Content>>) {
  const { view } = data.storefrontPage.data;
  const { t } = useTranslation();
  // The set's cart line: as it comes until the shopper chooses another colour of one of its products.
  const [line, setLine] = useState(view.line);
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
            <BundlePrice bundle={view} />
          </p>
          <section className={styles.details} aria-labelledby="bundle-items">
            <h2 id="bundle-items">{t("bundle.includes")}</h2>
            <BundleChoices bundle={{ handle: view.handle, items: view.items }} onLine={setLine} />
          </section>
          <AddToCart
            disabled={line.stock === 0}
            label={t("bundle.addToCart")}
            line={{
              sku: line.sku,
              handle: view.handle,
              name: view.name,
              colour: line.colour,
              path: view.path,
              image: view.image,
              unitPrice: view.price,
              stock: line.stock,
            }}
          />
        </div>
      </article>
    </Layout>
  );
}

export const Head = pageHead<Content>(({ view }) => ({
  title: view.name,
  description: view.description,
}));

export const query = graphql`
  query BundlePage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
