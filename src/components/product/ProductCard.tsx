import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { ProductCard as ProductCardView } from "../../catalogue/view-types";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { FIRST_IMAGE } from "../layout/first-image";
import { Price } from "./Price";
import { Rating } from "./Rating";
import * as layout from "../layout/layout.module.css";
import * as styles from "./product.module.css";

/**
 * A product in a grid: image, name, price, colours. Only the first row's images load eagerly, and
 * early: one of them is the page's largest paint.
 */
function ProductCard({
  product,
  eager = false,
  onClick,
}: {
  product: ProductCardView;
  eager?: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <LocalizedLink to={product.path} className={styles.cardLink} onClick={onClick}>
        <img
          src={product.image}
          alt=""
          width={400}
          height={400}
          {...(eager ? FIRST_IMAGE : { loading: "lazy" as const })}
          className={styles.cardImage}
        />
        <span className={styles.cardName}>{product.name}</span>
      </LocalizedLink>
      {product.rating !== undefined && <Rating rating={product.rating} reviewCount={product.reviewCount} />}
      <span className={styles.cardPrice}>
        <Price amount={product.price} currency={product.currency} />
        {!product.inStock && <span className={styles.soldOut}> · {t("product.outOfStock")}</span>}
      </span>
      {product.colours.length > 1 && (
        <ul className={styles.swatches} aria-label={t("product.colour")}>
          {product.colours.map((colour) => (
            <li key={colour.key} style={{ background: colour.hex }}>
              <span className={layout.visuallyHidden}>{colour.name}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  onClick,
}: {
  products: ProductCardView[];
  eagerCount?: number;
  onClick?: (index: number) => void;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <ProductCard
          key={product.handle}
          product={product}
          eager={index < eagerCount}
          onClick={onClick && (() => onClick(index))}
        />
      ))}
    </ul>
  );
}
