/** A shipping method as the checkout shows it, in one language and currency. */
export interface ShippingOption {
  id: string;
  name: string;
  delivery: string;
  price: number;
  freeFrom: number | null;
}

/** What shipping costs for an order of `subtotal`. */
export const shippingCost = (option: ShippingOption, subtotal: number): number =>
  option.freeFrom !== null && subtotal >= option.freeFrom ? 0 : option.price;
