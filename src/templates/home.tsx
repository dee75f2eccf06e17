import React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { FIRST_IMAGE } from "../components/layout/first-image";
import { Recommendations } from "../components/later-parts";
import { Layout } from "../components/layout/Layout";
import { BundlePrice } from "../components/product/BundlePrice";
import { ProductGrid } from "../components/product/ProductCard";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import * as styles from "../components/home/home.module.css";

type Content = PageContent<"home">;

/** Category images in the first row on a phone. */
const EAGER_CATEGORIES = 2;

export default function HomePage({ data }: PageProps<PageData<Content>>) {
  const { view } = data.storefrontPage.data;
  const { t } = useTranslation();
  return (
    <Layout>
      <section className={styles.hero}>
        <h1>{t("home.heroTitle")}</h1>
        <p>{t("home.heroText")}</p>
        <LocalizedLink to="/categories/baby-carriers/" className={styles.heroCta}>
          {t("home.heroCta")}
        </LocalizedLink>
      </section>
      <section aria-labelledby="home-categories" className={styles.section}>
        <h2 id="home-categories">{t("home.categoriesTitle")}</h2>
        <ul className={styles.categories}>
          {view.categories.map((category, index) => (
            <li key={category.handle}>
              <LocalizedLink to={category.path}>
                {/* The first row is in view on a phone: the largest paint, fetched first, never lazily. */}
                <img
                  src={category.image}
                  alt=""
                  width={400}
                  height={400}
                  {...(index === 0
                    ? FIRST_IMAGE
                    : index < EAGER_CATEGORIES
                      ? {}
                      : { loading: "lazy" as const })}
                  decoding="async"
                />
                <span>{category.name}</span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-featured" className={styles.section}>
        <h2 id="home-featured">{t("home.featuredTitle")}</h2>
        <ProductGrid products={view.featured} />
      </section>
      <section aria-labelledby="home-bundles" className={styles.section}>
        <h2 id="home-bundles">{t("home.bundlesTitle")}</h2>
        <ul className={styles.cards}>
          {view.bundles.map((bundle) => (
            <li key={bundle.handle}>
              <LocalizedLink to={bundle.path}>
                <img src={bundle.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
                <span>{bundle.name}</span>
              </LocalizedLink>
              <span>
                <BundlePrice bundle={bundle} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-guides" className={styles.section}>
        <h2 id="home-guides">{t("home.guidesTitle")}</h2>
        <ul className={styles.cards}>
          {view.guides.map((guide) => (
            <li key={guide.handle}>
              <LocalizedLink to={guide.path}>
                <img src={guide.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
                <span>{guide.title}</span>
              </LocalizedLink>
              <p>{guide.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <Recommendations pageType="HOME" shown={view.featured.map((product) => product.handle)} />
    </Layout>
  );
}

export const Head = pageHead<Content>((_, t) => ({
  title: t("home.title"),
  whole: true,
  description: t("home.description"),
}));

export const query = graphql`
  query HomePage($id: String!, $language: String!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
