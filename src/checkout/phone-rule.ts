import { isSupportedCountry, isValidPhoneNumber } from "libphonenumber-js/max";

/** The full metadata checks each country's numbering plan; it loads with the form's checks, not the page. */
export const phoneFits = (phone: string, country: string): boolean =>
  isValidPhoneNumber(phone, isSupportedCountry(country) ? country : undefined);
