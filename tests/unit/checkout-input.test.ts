import { describe, expect, it } from "vitest";
import { emailFits } from "../../src/checkout/email-rule";
import { phoneFits } from "../../src/checkout/phone-rule";
import { tidyCheckout, tidyPhone, tidyPostcode } from "../../src/checkout/tidy-form";
import { EMPTY_FORM } from "../../src/checkout/checkout-form";

describe("phoneFits", () => {
  it.each(["12345", "0123456789"])("refuses a number too short for any Dutch line: %s", (phone) => {
    expect(phoneFits(phone, "NL")).toBe(false);
  });

  it.each(["06 12345678", "020 123 4567", "+49 30 1234567"])(
    "takes Dutch mobile and landline numbers, and any country's in international form: %s",
    (phone) => {
      expect(phoneFits(phone, "NL")).toBe(true);
    },
  );
});

describe("tidyPostcode", () => {
  it.each([
    ["NL", ["1016 gv", "1016gv"], "1016 GV"],
    ["GB", [" sw1a1aa "], "SW1A 1AA"],
    ["DE", ["10115"], "10115"],
    ["BE", ["  1000 "], "1000"],
  ])("writes a postcode as the post of %s does: %j as %s", (country, typed, tidy) => {
    for (const postcode of typed) expect(tidyPostcode(postcode, country), postcode).toBe(tidy);
  });
});

describe("tidyPhone", () => {
  it.each([
    ["a mobile number in international form", "06 12345678", "+31 6 12345678"],
    ["a number with 00 in international form", "0031 20 123 4567", "+31 20 123 4567"],
    ["an empty number empty", "", ""],
    ["an unreadable number as typed", " 12345 ", "12345"],
  ])("writes %s", (_, typed, tidy) => {
    expect(tidyPhone(typed, "NL")).toBe(tidy);
  });

  it("tidies both in a form", () => {
    expect(tidyCheckout({ ...EMPTY_FORM, country: "NL", postcode: "1016gv", phone: "0612345678" })).toEqual({
      postcode: "1016 GV",
      phone: "+31 6 12345678",
    });
  });
});

describe("emailFits", () => {
  it.each(["anna@voorbeeld", "anna"])(
    "refuses an address whose domain has no dot, as the checkout does: %j",
    (email) => {
      expect(emailFits(email)).toBe(false);
    },
  );

  it("takes an address with a dotted domain, spaces around it aside", () => {
    expect(emailFits(" anna@voorbeeld.nl ")).toBe(true);
  });
});
