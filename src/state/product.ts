import type { CartLine } from "../cart/cart-lines";

/** The cart line's fields (gift options have no picture of their own yet) and the currency of its price. */
export type ProductSummary = Pick<CartLine, "sku" | "name" | "unitPrice"> &
  Partial<Pick<CartLine, "image">> & { currency: string };
