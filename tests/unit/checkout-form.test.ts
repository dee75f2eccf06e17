import { describe, expect, it } from "vitest";
import {
  EMPTY_FORM,
  PAYMENT_METHODS,
  type CheckoutField,
  type CheckoutForm,
} from "../../src/checkout/checkout-form";
import { validateCheckout } from "../../src/checkout/validate-checkout";
import { DUTCH_FORM } from "./support/checkout-form";

const context = {
  allowedCountries: ["NL", "US", "GB", "DE", "BE", "SE", "FR", "DK", "IE", "AT", "HK"],
  shippingMethods: ["standard", "express"],
};

const DUTCH = DUTCH_FORM;

const errorsOf = (changes: Partial<CheckoutForm>) => validateCheckout({ ...DUTCH, ...changes }, context);

const REQUIRED: CheckoutField[] = [
  "email",
  "firstName",
  "lastName",
  "address",
  "postcode",
  "city",
  "country",
];

describe("validateCheckout", () => {
  it("accepts a fully valid Dutch form", () => {
    expect(validateCheckout(DUTCH, context)).toEqual({});
  });

  it("accepts every payment method and every shipping method", () => {
    for (const payment of PAYMENT_METHODS) expect(errorsOf({ payment })).toEqual({});
    for (const shipping of context.shippingMethods) expect(errorsOf({ shipping })).toEqual({});
  });

  it("reports every required field of an empty form, and the choices", () => {
    expect(validateCheckout(EMPTY_FORM, context)).toEqual({
      email: "required",
      firstName: "required",
      lastName: "required",
      address: "required",
      postcode: "required",
      city: "required",
      country: "required",
      shipping: "choice",
      payment: "choice",
    });
  });

  it.each(REQUIRED)("reports %s as required when empty or only whitespace", (field) => {
    expect(errorsOf({ [field]: "" })).toEqual({ [field]: "required" });
    expect(errorsOf({ [field]: "  \t\n " })).toEqual({ [field]: "required" });
  });

  it.each(REQUIRED)("reports %s as too long over 100 characters", (field) => {
    const tooLong = field === "email" ? `${"a".repeat(95)}@mail.example` : "x".repeat(101);
    expect(errorsOf({ [field]: tooLong })[field]).toBe("tooLong");
  });

  it("takes the second address line as optional, up to 100 characters", () => {
    expect(errorsOf({ address2: "3e verdieping" })).toEqual({});
    expect(errorsOf({ address2: "x".repeat(100) })).toEqual({});
    expect(errorsOf({ address2: "x".repeat(101) })).toEqual({ address2: "tooLong" });
  });

  it("accepts exactly 100 characters, and trims before counting", () => {
    expect(errorsOf({ address: "x".repeat(100) })).toEqual({});
    expect(errorsOf({ city: `  ${"x".repeat(100)}  ` })).toEqual({});
  });

  it("trims surrounding whitespace before validating", () => {
    expect(errorsOf({ email: "  anna@mail.example ", postcode: " 1016EN ", country: " NL " })).toEqual({});
  });

  describe("email", () => {
    it.each(["anna@mail.example", "a.b+c@sub.mail.example", "x@y.nl", "o'brien@mail.example"])(
      "accepts %s",
      (email) => {
        expect(errorsOf({ email })).toEqual({});
      },
    );

    it.each([
      "anna",
      "anna@",
      "@mail.example",
      "anna@mail",
      "anna@mail.x",
      "an na@mail.example",
      "a@@b.nl",
      // Dots only between the parts of a name, and host names without underscores.
      ".anna@mail.example",
      "anna.@mail.example",
      "an..na@mail.example",
      "anna@mail_server.example",
    ])("rejects %s", (email) => {
      expect(errorsOf({ email })).toEqual({ email: "email" });
    });
  });

  describe("postcode per country", () => {
    // Each country's postcodes as its postal service writes them; letters in either case.
    const cases: [string, string[], string[]][] = [
      ["NL", ["1016 EN", "1016EN", "9999zz"], ["1016", "1016 E", "1016 ENN", "10166 EN", "1016-EN"]],
      ["BE", ["1000", "2000", "9000"], ["200", "20000", "B-2000"]],
      ["DE", ["10115", "01067"], ["1011", "101155", "1011A", "D-10115"]],
      [
        "GB",
        ["SW1A 1AA", "EC1A1BB", "M1 1AE", "W1A 0AX", "B33 8TH", "CR2 6XH", "DN55 1PT", "m1 1ae"],
        ["SW1A", "1AA SW1", "SW1A 1A1", "12345"],
      ],
      ["US", ["10012", "10012-1234"], ["1001", "100123", "10012-12", "10012 1234", "ABCDE"]],
      ["SE", ["114 55", "11455"], ["1145", "114-55", "114 555"]],
      ["FR", ["75003", "20000", "97400"], ["7500", "750031", "2A004", "75003 PARIS"]],
      ["DK", ["1050", "8000"], ["105", "10500", "DK 1050"]],
      ["IE", ["A65 F4E2", "D02 X285", "D6W 1234", "a65f4e2"], ["D02", "A65 F4E", "B65 F4E2", "A65 F4E22"]],
      ["AT", ["1010", "8010"], ["0100", "101", "10100"]],
    ];

    for (const [country, valid, invalid] of cases) {
      it(`accepts ${country} postcodes ${valid.join(", ")}`, () => {
        for (const postcode of valid) expect(errorsOf({ country, postcode }), postcode).toEqual({});
      });

      it(`rejects ${country} postcodes ${invalid.join(", ")}`, () => {
        for (const postcode of invalid)
          expect(errorsOf({ country, postcode }), postcode).toEqual({ postcode: "postcode" });
      });
    }

    it("takes 2–10 letters, digits, spaces or dashes for a country without a postcode format", () => {
      for (const postcode of ["A1", "999077", "AB-12 34"])
        expect(errorsOf({ country: "HK", postcode }), postcode).toEqual({});
      for (const postcode of ["A", "-7500", "12345678901", "75$03"])
        expect(errorsOf({ country: "HK", postcode }), postcode).toEqual({ postcode: "postcode" });
    });

    it("uses the country's format, not the generic one, for the countries that have one", () => {
      expect(errorsOf({ country: "HK", postcode: "A1" })).toEqual({});
      expect(errorsOf({ country: "NL", postcode: "A1" })).toEqual({ postcode: "postcode" });
    });
  });

  describe("phone", () => {
    it("is optional", () => {
      expect(errorsOf({ phone: "" })).toEqual({});
      expect(errorsOf({ phone: "   " })).toEqual({});
    });

    // Landlines and mobiles as dialled within each country, and in international form.
    const cases: [string, string[], string[]][] = [
      [
        "NL",
        ["020 123 4567", "020-1234567", "06 12345678", "+31 6 12345678", "0031 20 123 4567"],
        ["06 1234567", "020 123 45678"],
      ],
      ["BE", ["02 555 12 12", "0470 12 34 56", "+32 470 12 34 56"], ["02 555 12 1"]],
      ["DE", ["030 1234567", "0151 23456789", "+49 30 1234567"], ["030 12"]],
      ["GB", ["020 7946 0958", "07911 123456", "+44 7911 123456"], ["07911 12345", "+44 7911 1234567"]],
      [
        "US",
        ["(212) 555-0134", "212-555-0134", "+1 212 555 0134"],
        ["555-0134", "(212) 555-013", "(012) 555-0134"],
      ],
      ["SE", ["08-123 456 78", "070-123 45 67", "+46 70 123 45 67"], ["070-123 45 6"]],
      [
        "FR",
        ["01 23 45 67 89", "06 12 34 56 78", "+33 6 12 34 56 78"],
        ["06 12 34 56 7", "06 12 34 56 78 9"],
      ],
      ["DK", ["32 12 34 56", "+45 32 12 34 56"], ["3212345", "+45 3212 345"]],
      ["IE", ["01 234 5678", "085 123 4567", "+353 85 123 4567"], ["085 123 456"]],
    ];

    for (const [country, valid, invalid] of cases) {
      it(`accepts ${country} numbers ${valid.join(", ")}`, () => {
        for (const phone of valid) expect(errorsOf({ country, phone }).phone, phone).toBeUndefined();
      });

      it(`rejects ${country} numbers ${invalid.join(", ")}`, () => {
        for (const phone of invalid) expect(errorsOf({ country, phone }).phone, phone).toBe("phone");
      });
    }

    it("takes another country's number in international form only", () => {
      expect(errorsOf({ phone: "+1 212 555 0134" })).toEqual({});
      expect(errorsOf({ phone: "0032 470 12 34 56" })).toEqual({});
      expect(errorsOf({ phone: "(212) 555-0134" })).toEqual({ phone: "phone" });
      expect(errorsOf({ country: "US", postcode: "10012", phone: "06 12345678" })).toEqual({
        phone: "phone",
      });
    });

    it("takes only international form while no country is chosen", () => {
      expect(errorsOf({ country: "", phone: "+31 20 123 4567" })).toEqual({ country: "required" });
      expect(errorsOf({ country: "", phone: "020 123 4567" })).toEqual({
        country: "required",
        phone: "phone",
      });
    });

    it.each(["call me", "+31 20 ABC 0100", "+".padEnd(22, "1")])("rejects %s", (phone) => {
      expect(errorsOf({ phone })).toEqual({ phone: "phone" });
    });
  });

  describe("country", () => {
    it("must be one of the allowed countries", () => {
      expect(errorsOf({ country: "JP", postcode: "100-0001" })).toEqual({ country: "country" });
    });

    it("is compared as written: allowed countries are upper-case codes", () => {
      expect(errorsOf({ country: "nl" })).toEqual({ country: "country" });
    });
  });

  describe("shipping and payment", () => {
    it("rejects a shipping method that is not offered", () => {
      expect(errorsOf({ shipping: "pigeon" })).toEqual({ shipping: "choice" });
      expect(validateCheckout(DUTCH, { ...context, shippingMethods: ["express"] })).toEqual({
        shipping: "choice",
      });
    });

    it("rejects a payment method that is not one of PAYMENT_METHODS", () => {
      expect(PAYMENT_METHODS).toEqual(["card", "ideal", "paypal"]);
      expect(errorsOf({ payment: "cash" })).toEqual({ payment: "choice" });
      expect(errorsOf({ payment: "IDEAL" })).toEqual({ payment: "choice" });
    });
  });

  it("reports a value that is not text, as a damaged saved draft could hold, as missing", () => {
    expect(errorsOf({ city: null as unknown as string })).toEqual({ city: "required" });
  });

  it("reports several fields at once, one error each", () => {
    expect(
      errorsOf({ email: "nope", postcode: "ABC", phone: "x", country: "NL", payment: "", shipping: "" }),
    ).toEqual({
      email: "email",
      postcode: "postcode",
      phone: "phone",
      shipping: "choice",
      payment: "choice",
    });
  });
});
