import React from "react";
import { graphql, type HeadProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { Layout } from "../components/layout/Layout";
import { NAVIGATION } from "../components/layout/navigation";
import { SeoHead } from "../components/seo/SeoHead";
import type { I18nPageContext } from "../i18n/page-context";
import { headTranslation, type LocaleData } from "../i18n/page-locales";
import * as styles from "../components/home/home.module.css";

export default function HomePage() {
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
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t("home.categoriesTitle")}</h2>
        <ul className={styles.categories}>
          {NAVIGATION.flatMap((section) =>
            section.links.filter((link) => link.to.startsWith("/categories/")),
          ).map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to}>{t(`nav.${link.label}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<LocaleData, I18nPageContext>) {
  return (
    <SeoHead
      title={headTranslation(data, "home.title")}
      description={headTranslation(data, "home.description")}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
    />
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    ...PageLocales
  }
`;
