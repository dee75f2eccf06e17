import { PAYMENT_METHODS, type CheckoutField, type CheckoutForm, type FieldError } from "./checkout-form";

const MAX_LENGTH = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
/** Postcodes of the countries sold to; others need 2–10 letters, digits, spaces or dashes. */
const POSTCODES: Record<string, RegExp> = {
  NL: /^[1-9][0-9]{3} ?[A-Za-z]{2}$/,
  US: /^[0-9]{5}(-[0-9]{4})?$/,
  GB: /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/,
  DE: /^[0-9]{5}$/,
  BE: /^[0-9]{4}$/,
  SE: /^[0-9]{3} ?[0-9]{2}$/,
};
const ANY_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export interface ValidationContext {
  allowedCountries: readonly string[];
  shippingMethods: readonly string[];
}

/** Every problem of the form, per field; an empty object means it can be submitted. */
export function validateCheckout(
  form: CheckoutForm,
  context: ValidationContext,
): Partial<Record<CheckoutField, FieldError>> {
  const errors: Partial<Record<CheckoutField, FieldError>> = {};
  const value = (field: CheckoutField) => form[field].trim();
  for (const field of ["email", "firstName", "lastName", "address", "postcode", "city", "country"] as const) {
    if (!value(field)) errors[field] = "required";
    else if (value(field).length > MAX_LENGTH) errors[field] = "tooLong";
  }
  if (value("address2").length > MAX_LENGTH) errors.address2 = "tooLong";
  if (!errors.email && !EMAIL.test(value("email"))) errors.email = "email";
  if (!errors.country && !context.allowedCountries.includes(value("country"))) errors.country = "country";
  if (!errors.postcode && !(POSTCODES[value("country")] ?? ANY_POSTCODE).test(value("postcode"))) {
    errors.postcode = "postcode";
  }
  if (value("phone") && !PHONE.test(value("phone"))) errors.phone = "phone";
  if (!context.shippingMethods.includes(form.shipping)) errors.shipping = "choice";
  if (!(PAYMENT_METHODS as readonly string[]).includes(form.payment)) errors.payment = "choice";
  return errors;
}
