import { PAYMENT_LABELS, PAYMENT_METHODS, type CheckoutForm } from "./checkout-form";
import type { ShippingOption } from "./shipping";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface OrderSummary {
  /** The chosen shipping method in the page's language, or null if it is no longer offered. */
  shipping: Pick<ShippingOption, "name" | "delivery"> | null;
  /** Translation key of the payment method's name, or null for an unknown method. */
  paymentLabel: string | null;
  /** The country's name in the page's language; its code when no name is known. */
  countryName: string;
}

/** What the review step and the confirmation say about an order's shipping, payment and country. */
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
