/** The product fields the "added to cart" toaster needs. */
export interface ProductSummary {
  id: string;
  sku: string;
  name: string;
  url: string;
  price: number;
  currency: string;
  image?: string;
}
