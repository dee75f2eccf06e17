import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { CheckoutForm } from "./checkout-form";

const SPACED: Readonly<Record<string, RegExp>> = {
  NL: /^(\d{4}) ?([A-Z]{2})$/,
  GB: /^([A-Z0-9]{2,4}) ?(\d[A-Z]{2})$/,
  CA: /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/,
  SE: /^(\d{3}) ?(\d{2})$/,
};

export function tidyPostcode(postcode: string, country: string): string {
  const plain = postcode.trim().replace(/\s+/g, " ").toUpperCase();
  const spaced = SPACED[country];
  return spaced ? plain.replace(spaced, "$1 $2") : plain;
}

/** A phone number in international form (+31 6 12345678); as typed when it cannot be read. */
export function tidyPhone(phone: string, country: string): string {
  if (!phone.trim()) return "";
  const parsed = parsePhoneNumberFromString(phone, isSupportedCountry(country) ? country : undefined);
  return parsed?.isValid() ? parsed.formatInternational() : phone.trim();
}

export const tidyCheckout = (form: CheckoutForm): Pick<CheckoutForm, "postcode" | "phone"> => ({
  postcode: tidyPostcode(form.postcode, form.country),
  phone: tidyPhone(form.phone, form.country),
});
