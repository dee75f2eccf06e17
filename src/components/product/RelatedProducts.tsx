import React from "react";
import { useTranslation } from "../../i18n/hooks";
import type { ProductCard } from "../../catalogue/view-types";
import { ProductGrid } from "./ProductCard";
import * as styles from "./product.module.css";

/** "You may also like", below a product. */
export function RelatedProducts({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="product-related">
      <h2 id="product-related">{t("product.related")}</h2>
      <ProductGrid products={products} />
    </section>
  );
}
