/** A shipping method as the checkout shows it, in one language and currency. */
export interface ShippingOption {
  id: string;
  name: string;
  delivery: string;
  price: number;
  freeFrom: number | null;
}

/** What a shipping method costs, without its words: all that totals need. */
export type ShippingPrice = Pick<ShippingOption, "id" | "price" | "freeFrom">;

/** What shipping costs for an order of `subtotal`. */
export const shippingCost = (option: Omit<ShippingPrice, "id">, subtotal: number): number =>
  option.freeFrom !== null && subtotal >= option.freeFrom ? 0 : option.price;

/** The method that costs least for this order; the first of equally cheap ones. */
export function cheapestShipping(options: readonly ShippingPrice[], subtotal: number): string | undefined {
  let best: ShippingPrice | undefined;
  for (const option of options) {
    if (!best || shippingCost(option, subtotal) < shippingCost(best, subtotal)) best = option;
  }
  return best?.id;
}
