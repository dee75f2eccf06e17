import React from "react";
import { Link } from "gatsby";
import type { SearchProduct } from "../../search/search-records";
import { Price } from "../product/Price";
import { Rating } from "../product/Rating";
import * as product from "../product/product.module.css";

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
                loading={index < 2 ? "eager" : "lazy"}
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
