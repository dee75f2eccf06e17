import { isSupportedCountry, isValidPhoneNumber } from "libphonenumber-js/min";

/**
 * Whether `phone` is a number as dialled within `country`, or any country's number in international
 * form (+ or the country's international prefix). The minimal metadata checks the length for the
 * country and area, not every digit.
 */
export const phoneFits = (phone: string, country: string): boolean =>
  isValidPhoneNumber(phone, isSupportedCountry(country) ? country : undefined);
