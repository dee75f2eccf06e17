import React, { useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { bundleLine } from "../catalogue/bundle-choice";
import type { BundleView } from "../catalogue/view-types";
import { Breadcrumbs } from "../components/later-parts";
import { FIRST_IMAGE } from "../components/layout/first-image";
import { Layout } from "../components/layout/Layout";
import { AddToCart } from "../components/product/AddToCart";
import { BundlePrice } from "../components/product/BundlePrice";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import * as styles from "../components/product/product.module.css";

type Content = { view: BundleView };

export default function BundlePage({ data }: PageProps<PageData<Content>>) {
  const { view } = data.storefrontPage.data;
  const { t } = useTranslation();
  // The variant chosen for each item, by its place in the set; the set's own until the shopper chooses.
  const [chosen, setChosen] = useState(() => view.items.map((item) => item.sku));
  const line = bundleLine(view, chosen);
  const choose = (index: number, sku: string) =>
    setChosen((current) => current.map((value, at) => (at === index ? sku : value)));
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
            <ul>
              {view.items.map((item, index) => (
                <li key={item.sku}>
                  <LocalizedLink to={item.path}>{item.name}</LocalizedLink>{" "}
                  <select
                    aria-label={t("bundle.colourOf", { product: item.name })}
                    value={chosen[index]}
                    onChange={(event) => choose(index, event.target.value)}
                  >
                    {item.choices.map((choice) => (
                      <option key={choice.sku} value={choice.sku} disabled={choice.stock === 0}>
                        {choice.stock === 0
                          ? t("product.soldOutChoice", { colour: choice.colour })
                          : choice.colour}
                      </option>
                    ))}
                  </select>
                </li>
              ))}
            </ul>
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
  title: `${view.name} | Babyshop`,
  description: view.description,
}));

export const query = graphql`
  query BundlePage($id: String!, $language: String!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
