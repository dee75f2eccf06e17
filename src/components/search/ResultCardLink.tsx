import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import { ListImage } from "../layout/ListImage";
import * as product from "../product/product.module.css";

interface ResultCardLinkProps {
  /** The result's path, with its language prefix. */
  to: string;
  image?: string;
  name: string;
  /** In view as the page opens: its picture loads at once. */
  eager?: boolean;
  onClick?: () => void;
  /** More about the result, under its name. */
  children?: ReactNode;
}

/** A search result's card link: its picture, if it has one, and its name. */
export function ResultCardLink({ to, image, name, eager = false, onClick, children }: ResultCardLinkProps) {
  return (
    <Link to={to} className={product.cardLink} onClick={onClick}>
      {image && (
        <ListImage src={image} size={400} first={eager} decoding="async" className={product.cardImage} />
      )}
      <span className={product.cardName}>{name}</span>
      {children}
    </Link>
  );
}
