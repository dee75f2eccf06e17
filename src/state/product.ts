/** A product as the added-to-cart dialog and the cart's gift options show it: what it is, its price and image. */
export interface ProductSummary {
  id: string;
  sku: string;
  name: string;
  /** Its page; the gift options have none. */
  url?: string;
  price: number;
  currency: string;
  image?: string;
}
