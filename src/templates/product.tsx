import React, { lazy, Suspense } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { stockLevel } from "../cart/stock";
import { withAvailability } from "../catalogue/live-availability";
import { REVIEWS_ANCHOR } from "../catalogue/paths";
import { Breadcrumbs, Recommendations, RelatedProducts, Reviews } from "../components/later-parts";
import { FIRST_IMAGE } from "../components/layout/first-image";
import { Layout } from "../components/layout/Layout";
import { AddToCart } from "../components/product/AddToCart";
import { BundlePrice } from "../components/product/BundlePrice";
import { DeliveryPromises } from "../components/product/DeliveryPromises";
import { Price } from "../components/product/Price";
import { Rating } from "../components/product/Rating";
import { useCommerceAnswer } from "../components/product/use-commerce-answer";
import { useVariantChoice } from "../components/product/use-variant-choice";
import { VariantPicker } from "../components/product/VariantPicker";
import { ProductJsonLd } from "../components/seo/ProductJsonLd";
import { pageHead } from "../components/seo/page-head";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { PageData } from "../site/page-data";
import type { PageContent } from "../site/page-types";
import * as styles from "../components/product/product.module.css";

type Content = PageContent<"product">;

// Only a sold-out variant needs it: the way to hear when it is back.
const SoldOut = lazy(() => import("../components/product/SoldOut"));

export default function ProductPage({ data }: PageProps<PageData<Content>>) {
  const { view: built, delivery } = data.storefrontPage.data;
  // Stock and price as the shop has them now: the page is as built until the shop answers.
  const live = useCommerceAnswer("availability", built.handle);
  const view = live ? withAvailability(built, live) : built;
  const { t } = useTranslation();
  const colours = view.colourChoices;
  const choice = useVariantChoice(view);
  const { colour, pickColour, variant } = choice;
  if (!variant) return null;
  const stock = stockLevel(variant.stock);

  return (
    <Layout>
      <Breadcrumbs trail={[{ name: view.categoryName, path: view.categoryPath }, { name: view.name }]} />
      <article className={styles.product}>
        <div className={styles.gallery}>
          <img
            src={variant.image}
            alt={t("product.colourImage", { product: view.name, colour: variant.colour.name })}
            width={400}
            height={400}
            {...FIRST_IMAGE}
          />
          {colours.length > 1 && (
            <ul className={styles.thumbs} aria-label={t("product.gallery", { product: view.name })}>
              {colours.map((c) => (
                <li key={c.key}>
                  <button
                    type="button"
                    aria-pressed={c.key === colour}
                    aria-label={c.soldOut ? t("product.soldOutChoice", { colour: c.name }) : c.name}
                    onClick={() => pickColour(c.key)}
                  >
                    <img src={c.image} alt="" width={64} height={64} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.buyBox}>
          <h1>{view.name}</h1>
          {view.rating !== undefined && (
            <a href={`#${REVIEWS_ANCHOR}`}>
              <Rating rating={view.rating} reviewCount={view.reviewCount} />
            </a>
          )}
          <p className={styles.muted}>{view.summary}</p>
          <p className={styles.price}>
            <Price amount={view.price} currency={view.currency} />
          </p>
          <VariantPicker colours={colours} choice={choice} colourName={variant.colour.name} />
          <p className={`${styles.stock} ${styles[stock]}`} role="status">
            {t(`product.${stock}`, { count: variant.stock })}
          </p>
          {variant.stock === 0 && (
            <Suspense fallback={null}>
              <SoldOut key={variant.sku} sku={variant.sku} colour={variant.colour.name} />
            </Suspense>
          )}
          <AddToCart
            disabled={variant.stock === 0}
            line={{
              sku: variant.sku,
              handle: view.handle,
              name: view.name,
              colour: [variant.colour.name, variant.size].filter(Boolean).join(", "),
              path: view.path,
              image: variant.image,
              unitPrice: view.price,
              stock: variant.stock,
            }}
          />
          {delivery && <DeliveryPromises delivery={delivery} currency={view.currency} />}
          <p className={styles.muted}>{t("product.sku", { sku: variant.sku })}</p>
          <section className={styles.details} aria-labelledby="product-details">
            <h2 id="product-details">{t("product.details")}</h2>
            <p>{view.description}</p>
            <h2>{t("product.features")}</h2>
            <ul>
              {view.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <h2>{t("product.care")}</h2>
            <p>{view.care}</p>
          </section>
        </div>
      </article>
      {view.bundles.length > 0 && (
        <section className={styles.section} aria-labelledby="product-bundles">
          <h2 id="product-bundles">{t("product.bundles")}</h2>
          <ul>
            {view.bundles.map((bundle) => (
              <li key={bundle.handle}>
                <LocalizedLink to={bundle.path}>{bundle.name}</LocalizedLink>
                {" – "}
                <BundlePrice bundle={bundle} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.related.length > 0 && <RelatedProducts products={view.related} />}
      <Recommendations
        pageType="PRODUCT"
        context={{ currentProductId: view.handle, itemGroupId: view.handle, categoryPath: view.categoryName }}
        shown={[view.handle, ...view.related.map((product) => product.handle)]}
      />
      {/* Last: its reviews arrive with their code, and only the footer is below them to move. */}
      {view.rating !== undefined && (
        <Reviews rating={view.rating} reviewCount={view.reviewCount} reviews={view.reviews} />
      )}
    </Layout>
  );
}

export const Head = pageHead<Content>(({ view }) => ({
  title: view.name,
  description: view.summary,
  children: <ProductJsonLd view={view} />,
}));

export const query = graphql`
  query ProductPage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    ...StorefrontPageData
  }
`;
