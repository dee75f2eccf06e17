import type { CartLine } from "../cart/cart-lines";

/**
 * A product as the added-to-cart dialog and the cart's gift options show it: the cart line's own
 * fields for it (the gift options have no picture of their own yet), and the currency of its price.
 */
export type ProductSummary = Pick<CartLine, "sku" | "name" | "unitPrice"> &
  Partial<Pick<CartLine, "image">> & { currency: string };
