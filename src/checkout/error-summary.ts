import { fieldId, type CheckoutField, type FieldError } from "./checkout-form";

/** The fields in the order the form shows them: the error summary lists problems in that order. */
const FORM_ORDER: readonly CheckoutField[] = [
  "email",
  "phone",
  "firstName",
  "lastName",
  "address",
  "address2",
  "postcode",
  "city",
  "country",
  "shipping",
  "payment",
];

export interface SummaryEntry {
  field: CheckoutField;
  error: FieldError;
  targetId: string;
}

export function errorSummary(
  errors: Partial<Record<CheckoutField, FieldError>>,
  firstOption: Partial<Record<CheckoutField, string>>,
): SummaryEntry[] {
  return FORM_ORDER.flatMap((field) => {
    const error = errors[field];
    return error ? [{ field, error, targetId: fieldId(field, firstOption[field]) }] : [];
  });
}
