import React from "react";
import { Link } from "gatsby";
import type { SearchProduct } from "../../search/search-records";
import { FIRST_IMAGE } from "../layout/first-image";
import { Price } from "../product/Price";
import { Rating } from "../product/Rating";
import * as product from "../product/product.module.css";

/** Results in the first row on a desktop: in view, one of them the largest paint. */
const EAGER_RESULTS = 4;

/** Products found by the search service; their paths already carry the language prefix. */
export function SearchProductGrid({
  products,
  onClick,
}: {
  products: SearchProduct[];
  onClick?: (product: SearchProduct, index: number) => void;
}) {
  return (
    <ul className={product.grid}>
      {products.map((item, index) => (
        <li key={item.id} className={product.card}>
          <Link to={item.path} className={product.cardLink} onClick={() => onClick?.(item, index)}>
            {item.image && (
              <img
                src={item.image}
                alt=""
                width={400}
                height={400}
                {...(index < EAGER_RESULTS ? FIRST_IMAGE : { loading: "lazy" as const })}
                decoding="async"
                className={product.cardImage}
              />
            )}
            <span className={product.cardName}>{item.name}</span>
          </Link>
          {item.rating !== undefined && <Rating rating={item.rating} />}
          {item.currency && (
            <span className={product.cardPrice}>
              <Price amount={item.salePrice} currency={item.currency} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
