import React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { Breadcrumbs } from "../components/later-parts";
import { FIRST_IMAGE } from "../components/layout/first-image";
import { Layout } from "../components/layout/Layout";
import { Sections } from "../components/guide/Sections";
import { ProductGrid } from "../components/product/ProductCard";
import { pageHead } from "../components/seo/page-head";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import * as styles from "../components/guide/guide.module.css";

type Content = PageContent<"guide">;

export default function GuidePage({ data }: PageProps<PageData<Content>>) {
  const { view } = data.storefrontPage.data;
  const { t } = useTranslation();
  return (
    <Layout>
      <Breadcrumbs trail={[{ name: view.title }]} />
      <article className={styles.article}>
        <header className={styles.header}>
          <h1>{view.title}</h1>
          <p className={styles.summary}>{view.summary}</p>
          {"image" in view && <img src={view.image} alt="" width={400} height={400} {...FIRST_IMAGE} />}
        </header>
        <Sections sections={view.sections} />
      </article>
      {"products" in view && view.products.length > 0 && (
        <section className={styles.products} aria-labelledby="guide-products">
          <h2 id="guide-products">{t("guide.products")}</h2>
          <ProductGrid products={view.products} />
        </section>
      )}
    </Layout>
  );
}

export const Head = pageHead<Content>(({ view }) => ({
  title: view.title,
  description: view.summary,
}));

export const query = graphql`
  query GuidePage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
