import type { CartLine } from "../../../src/cart/cart-lines";

/** A cart line of product `sku`, without its quantity. */
export const cartItem = (sku: string, unitPrice = 10): Omit<CartLine, "quantity"> => ({
  sku,
  handle: `product-${sku.toLowerCase()}`,
  name: `Product ${sku}`,
  colour: "Black",
  path: `/products/product-${sku.toLowerCase()}/`,
  image: `/images/products/product-${sku.toLowerCase()}-black.svg`,
  unitPrice,
});
