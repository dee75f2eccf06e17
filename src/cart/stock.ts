import { quantityCap } from "./cart-lines";

/** Equals MAX_QUANTITY: below it stock limits the quantity, so the page shows the limit before the shopper meets it. */
export const LOW_STOCK = 10;

export type StockLevel = "outOfStock" | "lowStock" | "inStock";

export const stockLevel = (stock: number): StockLevel =>
  stock <= 0 ? "outOfStock" : stock <= LOW_STOCK ? "lowStock" : "inStock";

export const addable = (stock: number, inCart: number): number =>
  Math.max(0, quantityCap({ stock }) - inCart);
