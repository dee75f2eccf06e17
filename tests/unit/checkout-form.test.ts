import { describe, expect, it } from "vitest";
import {
  EMPTY_FORM,
  PAYMENT_METHODS,
  type CheckoutField,
  type CheckoutForm,
} from "../../src/checkout/checkout-form";
import { validateCheckout } from "../../src/checkout/validate-checkout";

const context = {
  allowedCountries: ["NL", "US", "GB", "DE", "BE", "SE", "FR", "AT"],
  shippingMethods: ["standard", "express"],
};

const DUTCH: CheckoutForm = {
  email: "anna.de.vries@mail.example",
  firstName: "Anna",
  lastName: "de Vries",
  address: "Wolvenstraat 27",
  address2: "",
  postcode: "1016 EN",
  city: "Amsterdam",
  country: "NL",
  phone: "+31 20 555 0100",
  shipping: "standard",
  payment: "ideal",
};

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
    it.each(["anna@mail.example", "a.b+c@sub.mail.example", "x@y.nl"])("accepts %s", (email) => {
      expect(errorsOf({ email })).toEqual({});
    });

    it.each(["anna", "anna@", "@mail.example", "anna@mail", "anna@mail.x", "an na@mail.example", "a@@b.nl"])(
      "rejects %s",
      (email) => {
        expect(errorsOf({ email })).toEqual({ email: "email" });
      },
    );
  });

  describe("postcode per country", () => {
    const cases: [string, string[], string[]][] = [
      ["NL", ["1016 EN", "1016EN", "9999zz"], ["0123 AB", "1016", "1016 E", "1016 ENN", "10166 EN"]],
      ["US", ["10012", "10012-1234"], ["1001", "100123", "10012-12", "10012 1234", "ABCDE"]],
      [
        "GB",
        ["SW1A 1AA", "EC1A1BB", "M1 1AE", "W1A 0AX", "m1 1ae"],
        ["SW1A", "1AA SW1", "SW1A 1A1", "12345"],
      ],
      ["DE", ["10115", "01067"], ["1011", "101155", "1011A"]],
      ["BE", ["2000", "1000"], ["200", "20000", "B-2000"]],
      ["SE", ["114 55", "11455"], ["1145", "114-55", "114 555"]],
      ["FR", ["75003", "A1", "AB-12 34"], ["A", "-7500", "75003 PARIS CEDEX", "75$03"]],
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

    it("uses the country's rule, not the generic one, for the countries it knows", () => {
      // "A1" passes the generic rule but is not a Dutch postcode.
      expect(errorsOf({ country: "AT", postcode: "A1" })).toEqual({});
      expect(errorsOf({ country: "NL", postcode: "A1" })).toEqual({ postcode: "postcode" });
    });
  });

  describe("phone", () => {
    it("is optional", () => {
      expect(errorsOf({ phone: "" })).toEqual({});
      expect(errorsOf({ phone: "   " })).toEqual({});
    });

    it.each(["+31 20 555 0100", "020-5550100", "(212) 555-0134", "123456"])("accepts %s", (phone) => {
      expect(errorsOf({ phone })).toEqual({});
    });

    it.each(["12345", "call me", "+31 20 555 0100 ext 5", "+".padEnd(22, "1"), "0031/20/5550100"])(
      "rejects %s",
      (phone) => {
        expect(errorsOf({ phone })).toEqual({ phone: "phone" });
      },
    );
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
