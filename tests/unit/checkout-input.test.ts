import { describe, expect, it } from "vitest";
import { listedEmail } from "../../src/commerce/embedded/back-in-stock-list";
import { emailFits } from "../../src/checkout/email-rule";
import { phoneFits } from "../../src/checkout/phone-rule";
import { tidyCheckout, tidyPhone, tidyPostcode } from "../../src/checkout/tidy-form";
import { EMPTY_FORM } from "../../src/checkout/checkout-form";

describe("phoneFits", () => {
  it("refuses a number too short for any Dutch line", () => {
    expect(phoneFits("12345", "NL")).toBe(false);
    expect(phoneFits("0123456789", "NL")).toBe(false);
  });

  it("takes Dutch mobile and landline numbers, and any country's in international form", () => {
    expect(phoneFits("06 12345678", "NL")).toBe(true);
    expect(phoneFits("020 123 4567", "NL")).toBe(true);
    expect(phoneFits("+49 30 1234567", "NL")).toBe(true);
  });
});

describe("tidyPostcode", () => {
  it("writes a postcode as its country's post does", () => {
    expect(tidyPostcode("1016 gv", "NL")).toBe("1016 GV");
    expect(tidyPostcode("1016gv", "NL")).toBe("1016 GV");
    expect(tidyPostcode(" sw1a1aa ", "GB")).toBe("SW1A 1AA");
    expect(tidyPostcode("10115", "DE")).toBe("10115");
    expect(tidyPostcode("  1000 ", "BE")).toBe("1000");
  });
});

describe("tidyPhone", () => {
  it("writes a number in international form, leaves an empty one empty and an unreadable one as typed", () => {
    expect(tidyPhone("06 12345678", "NL")).toBe("+31 6 12345678");
    expect(tidyPhone("0031 20 123 4567", "NL")).toBe("+31 20 123 4567");
    expect(tidyPhone("", "NL")).toBe("");
    expect(tidyPhone(" 12345 ", "NL")).toBe("12345");
  });

  it("tidies both in a form", () => {
    expect(tidyCheckout({ ...EMPTY_FORM, country: "NL", postcode: "1016gv", phone: "0612345678" })).toEqual({
      postcode: "1016 GV",
      phone: "+31 6 12345678",
    });
  });
});

describe("emailFits", () => {
  it("refuses an address whose domain has no dot, as the checkout does", () => {
    expect(emailFits("anna@voorbeeld")).toBe(false);
    expect(emailFits("anna")).toBe(false);
    expect(emailFits(" anna@voorbeeld.nl ")).toBe(true);
  });
});

describe("listedEmail", () => {
  const list = JSON.stringify([
    { sku: "A", email: "one@mail.example", language: "en-US" },
    { sku: "B", email: "two@mail.example", language: "en-US" },
    { sku: "A", email: "three@mail.example", language: "nl-NL" },
  ]);

  it("is the last address put on the list for the variant", () => {
    expect(listedEmail(list, "A")).toBe("three@mail.example");
    expect(listedEmail(list, "C")).toBeUndefined();
  });

  it("is none for no list or an unreadable one", () => {
    expect(listedEmail(null, "A")).toBeUndefined();
    expect(listedEmail("{not json", "A")).toBeUndefined();
  });
});
