import * as z from "zod/mini";
import { PAYMENT_METHODS, type FieldError } from "./checkout-form";
import { emailFits } from "./email-rule";
import { phoneFits } from "./phone-rule";
import { postcodeFits } from "./postcode-rule";

const MAX_LENGTH = 100;

// The site's content security policy forbids eval: the compiled fast path would only be refused.
z.config({ jitless: true });

export interface ValidationContext {
  allowedCountries: readonly string[];
  shippingMethods: readonly string[];
}

// Every check's message is the FieldError it finds: a field reports the first of them.
const error = (key: FieldError) => ({ error: key });
const text = () => z.string(error("required")).check(z.trim(), z.maxLength(MAX_LENGTH, error("tooLong")));
const filledIn = () => text().check(z.minLength(1, error("required")));
const oneOf = (values: readonly string[], key: FieldError) =>
  z.refine<string>((value) => values.includes(value), error(key));

export const checkoutSchema = ({ allowedCountries, shippingMethods }: ValidationContext) =>
  z
    .object({
      email: filledIn().check(z.refine(emailFits, error("email"))),
      phone: text(),
      firstName: filledIn(),
      lastName: filledIn(),
      address: filledIn(),
      address2: text(),
      postcode: filledIn(),
      city: filledIn(),
      country: filledIn().check(oneOf(allowedCountries, "country")),
      shipping: z.string().check(oneOf(shippingMethods, "choice")),
      payment: z.string().check(oneOf(PAYMENT_METHODS, "choice")),
    })
    .check(
      z.refine(({ postcode, country }) => postcodeFits(postcode, country), {
        ...error("postcode"),
        path: ["postcode"],
      }),
      z.refine(({ phone, country }) => !phone || phoneFits(phone, country), {
        ...error("phone"),
        path: ["phone"],
      }),
    );
