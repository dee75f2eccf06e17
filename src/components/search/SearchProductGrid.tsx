import React from "react";
import type { SearchProduct } from "../../search/search-records";
import { Price } from "../product/Price";
import { Rating } from "../product/Rating";
import * as product from "../product/product.module.css";
import { ResultCardLink } from "./ResultCardLink";

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
          <ResultCardLink
            to={item.path}
            image={item.image}
            name={item.name}
            eager={index < EAGER_RESULTS}
            onClick={() => onClick?.(item, index)}
          />
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
