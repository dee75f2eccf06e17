/** The product fields the shared state needs (gift options, the "added to cart" toaster). */
export interface ProductSummary {
  id: string;
  sku: string;
  name: string;
  url: string;
  price: number;
  currency: string;
  image?: string;
}
