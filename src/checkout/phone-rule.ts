import { isSupportedCountry, isValidPhoneNumber } from "libphonenumber-js/max";

/**
 * Whether `phone` is a number as dialled within `country`, or any country's number in international
 * form (+ or the country's international prefix). The full metadata checks the digits against the
 * country's numbering plan (`12345` is no Dutch number); it loads with the form's checks, not with
 * the page.
 */
export const phoneFits = (phone: string, country: string): boolean =>
  isValidPhoneNumber(phone, isSupportedCountry(country) ? country : undefined);
