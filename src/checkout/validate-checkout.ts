import type { CheckoutField, CheckoutForm, FieldError } from "./checkout-form";
import { checkoutSchema, type ValidationContext } from "./checkout-schema";

export type { ValidationContext };

export function validateCheckout(
  form: CheckoutForm,
  context: ValidationContext,
): Partial<Record<CheckoutField, FieldError>> {
  const errors: Partial<Record<CheckoutField, FieldError>> = {};
  for (const issue of checkoutSchema(context).safeParse(form).error?.issues ?? []) {
    // The schema's fields are the form's, and each of its checks names a FieldError.
    errors[issue.path[0] as CheckoutField] ??= issue.message as FieldError;
  }
  return errors;
}
