import type { CheckoutForm } from "./checkout-form";
import { cheapestShipping, type ShippingOption } from "./shipping";

export interface PreselectContext {
  shipping: readonly ShippingOption[];
  subtotal: number;
  shoppingCountry: string | undefined;
  allowedCountries: readonly string[];
}

/** Fills only empty fields, so nothing the shopper chose is replaced. */
export function preselection(form: CheckoutForm, context: PreselectContext): Partial<CheckoutForm> {
  const choices: Partial<CheckoutForm> = {};
  const shipping = cheapestShipping(context.shipping, context.subtotal);
  const shippingKnown = context.shipping.some((option) => option.id === form.shipping);
  if (!shippingKnown && shipping) choices.shipping = shipping;
  const country = context.shoppingCountry;
  if (!form.country && country && context.allowedCountries.includes(country)) choices.country = country;
  return choices;
}
