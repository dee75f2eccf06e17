import { freeShippingThreshold } from "./free-shipping";
import { cheapestShipping } from "./shipping";
import { shippingCost, type ShippingOption } from "./shipping";

export interface ProductDelivery {
  /** The delivery time of the method the checkout picks for this product alone: the cheapest. */
  estimate: string;
  shipping: number;
  /** The order value from which shipping is free; null when it already is, or never is. */
  freeFrom: number | null;
  returns: { text: string; path: string | null };
}

export function productDelivery(
  options: readonly ShippingOption[],
  price: number,
  returns: ProductDelivery["returns"],
): ProductDelivery | null {
  const cheapest = cheapestShipping(options, price);
  const method = options.find((option) => option.id === cheapest);
  if (!method) return null;
  const shipping = shippingCost(method, price);
  return {
    estimate: method.delivery,
    shipping,
    freeFrom: shipping === 0 ? null : freeShippingThreshold(options),
    returns,
  };
}
