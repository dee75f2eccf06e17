import React, { lazy, Suspense, useState } from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { replaceUrlParameter } from "../app/url-parameter";
import { useBrowserValue } from "../app/use-browser-value";
import { COLOUR_PARAMETER, colourFromSearch } from "../catalogue/colour-choices";
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
import { useLiveAvailability } from "../components/product/use-live-availability";
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
  const live = useLiveAvailability(built.handle);
  const view = live ? withAvailability(built, live) : built;
  const { t } = useTranslation();
  const colours = view.colourChoices;
  // The address may name a colour (a shared link, a reload, a language switch): known only in the browser.
  const linked = useBrowserValue(() => colourFromSearch(window.location.search, colours), undefined);
  const [picked, setPicked] = useState<string>();
  const colour = picked ?? linked ?? view.initialColour;
  const pickColour = (key: string) => {
    setPicked(key);
    replaceUrlParameter(COLOUR_PARAMETER, key);
  };
  const sizes = [
    ...new Set(view.variants.filter((v) => v.colour.key === colour && v.size).map((v) => v.size ?? "")),
  ];
  const [size, setSize] = useState(sizes[0] ?? "");
  const variant =
    view.variants.find((v) => v.colour.key === colour && (!v.size || v.size === size)) ?? view.variants[0];
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
          <fieldset className={styles.fieldset}>
            <legend>{`${t("product.colour")}: ${variant.colour.name}`}</legend>
            <div className={styles.choices}>
              {colours.map((c) => (
                <label key={c.key} className={styles.choice}>
                  <input
                    type="radio"
                    name="colour"
                    value={c.key}
                    checked={c.key === colour}
                    onChange={() => pickColour(c.key)}
                  />
                  <span className={c.soldOut ? styles.soldOutChoice : undefined}>
                    <span className={styles.dot} style={{ background: c.hex }} aria-hidden="true" />
                    {c.soldOut ? t("product.soldOutChoice", { colour: c.name }) : c.name}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {sizes.length > 0 && (
            <fieldset className={styles.fieldset}>
              <legend>{t("product.size")}</legend>
              <div className={styles.choices}>
                {sizes.map((s) => (
                  <label key={s} className={styles.choice}>
                    <input
                      type="radio"
                      name="size"
                      value={s}
                      checked={s === size}
                      onChange={() => setSize(s)}
                    />
                    <span>{s}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
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
