export interface ShippingOption {
  id: string;
  name: string;
  delivery: string;
  price: number;
  freeFrom: number | null;
}

export type ShippingPrice = Pick<ShippingOption, "id" | "price" | "freeFrom">;

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
