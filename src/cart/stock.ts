import { quantityCap } from "./cart-lines";

/**
 * At or below this many a product page says how many are left. It is the most one order takes
 * (MAX_QUANTITY): below it, the stock is what limits the shopper's quantity, so they see the limit
 * before they meet it.
 */
export const LOW_STOCK = 10;

export type StockLevel = "outOfStock" | "lowStock" | "inStock";

export const stockLevel = (stock: number): StockLevel =>
  stock <= 0 ? "outOfStock" : stock <= LOW_STOCK ? "lowStock" : "inStock";

/** How many more of a variant with `stock` the cart can take when it already holds `inCart`. */
export const addable = (stock: number, inCart: number): number =>
  Math.max(0, quantityCap({ stock }) - inCart);
