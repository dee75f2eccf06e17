import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";

/** For a country without a known format: 2–10 letters, digits, spaces or dashes. */
const ANY_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** Letters in either case: the formats are written in capitals. */
export const postcodeFits = (postcode: string, country: string): boolean =>
  postcodeValidatorExistsForCountry(country)
    ? postcodeValidator(postcode.toUpperCase(), country)
    : ANY_POSTCODE.test(postcode);
