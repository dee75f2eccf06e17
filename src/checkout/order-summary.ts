import { PAYMENT_LABELS, PAYMENT_METHODS, type CheckoutForm } from "./checkout-form";
import type { ShippingOption } from "./shipping";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface OrderSummary {
  shipping: Pick<ShippingOption, "name" | "delivery"> | null;
  paymentLabel: string | null;
  /** The country's name in the page's language; its code when no name is known. */
  countryName: string;
}

export function orderSummary(
  form: Pick<CheckoutForm, "shipping" | "payment" | "country">,
  shipping: readonly ShippingOption[],
  countryNames: Readonly<Record<string, string>>,
): OrderSummary {
  const method = shipping.find((option) => option.id === form.shipping);
  const payment = PAYMENT_METHODS.find((id) => id === form.payment);
  return {
    shipping: method ? { name: method.name, delivery: method.delivery } : null,
    paymentLabel: payment ? PAYMENT_LABELS[payment] : null,
    countryName: countryNames[form.country] ?? form.country,
  };
}
