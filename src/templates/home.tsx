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
      <Section id="home-categories" title={t("home.categoriesTitle")}>
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
      </Section>
      <Section id="home-featured" title={t("home.featuredTitle")}>
        <ProductGrid products={view.featured} />
      </Section>
      <Section id="home-bundles" title={t("home.bundlesTitle")}>
        <ul className={styles.cards}>
          {view.bundles.map((bundle) => (
            <Card key={bundle.handle} to={bundle.path} image={bundle.image} name={bundle.name}>
              <span>
                <BundlePrice bundle={bundle} />
              </span>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="home-guides" title={t("home.guidesTitle")}>
        <ul className={styles.cards}>
          {view.guides.map((guide) => (
            <Card key={guide.handle} to={guide.path} image={guide.image} name={guide.title}>
              <p>{guide.summary}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Recommendations pageType="HOME" shown={view.featured.map((product) => product.handle)} />
    </Layout>
  );
}

/** A section of the home page, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface CardProps {
  to: string;
  image: string;
  name: string;
  /** What the card says below its link: a price, a summary. */
  children: React.ReactNode;
}

/** A set or a guide below the fold: its picture and name link to it, lazily loaded. */
function Card({ to, image, name, children }: CardProps) {
  return (
    <li>
      <LocalizedLink to={to}>
        <img src={image} alt="" width={400} height={400} loading="lazy" decoding="async" />
        <span>{name}</span>
      </LocalizedLink>
      {children}
    </li>
  );
}

export const Head = pageHead<Content>((_, t) => ({
  title: t("home.title"),
  whole: true,
  description: t("home.description"),
}));

export const query = graphql`
  query HomePage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
