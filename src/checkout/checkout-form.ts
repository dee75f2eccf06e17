export interface CheckoutForm {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  shipping: string;
  payment: string;
}

export type CheckoutField = keyof CheckoutForm;

/** Translation keys (under `checkout.errors.`) for what is wrong with a field. */
export type FieldError =
  | "required"
  | "email"
  | "postcode"
  | "phone"
  | "country"
  | "choice"
  | "tooLong"
  /** A choice the shop refused at the order: it no longer offers it. */
  | "unavailable";

export const EMPTY_FORM: CheckoutForm = {
  email: "",
  firstName: "",
  lastName: "",
  address: "",
  address2: "",
  postcode: "",
  city: "",
  country: "",
  phone: "",
  shipping: "",
  payment: "",
};

export const PAYMENT_METHODS = ["card", "ideal", "paypal"] as const;

export const PAYMENT_LABELS: Record<(typeof PAYMENT_METHODS)[number], `checkout.${string}`> = {
  card: "checkout.paymentCard",
  ideal: "checkout.paymentIdeal",
  paypal: "checkout.paymentPaypal",
};

/** The id of a field's control; a choice (radio group) has one per option. */
export const fieldId = (field: CheckoutField, option?: string): string =>
  option === undefined ? `checkout-${field}` : `checkout-${field}-${option}`;
