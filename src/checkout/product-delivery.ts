import { freeShippingThreshold } from "./free-shipping";
import { cheapestShipping } from "./shipping";
import { shippingCost, type ShippingOption } from "./shipping";

/** What a product page promises beside "Add to cart". */
export interface ProductDelivery {
  /** The delivery time of the method the checkout picks for this product alone: the cheapest. */
  estimate: string;
  /** What that method costs for this product alone: 0 when it ships free. */
  shipping: number;
  /** The order value from which shipping is free; null when it already is, or never is. */
  freeFrom: number | null;
  /** The returns promise, and the page that tells the rest when there is one. */
  returns: { text: string; path: string | null };
}

/** The delivery time, shipping cost and returns promise for a product of `price` bought alone. */
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
