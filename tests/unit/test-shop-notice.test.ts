import { describe, expect, it } from "vitest";
import { testShopNotice } from "../../src/build/test-shop-notice";

const site = (environment: string) => ({
  languages: ["nl-NL", "en-US"],
  defaultLanguage: "nl-NL",
  environment,
});

describe("the test-shop notice", () => {
  it("tells a shopper at a staging checkout, in the page's language, that payments are test payments", () => {
    expect(testShopNotice("/checkout/", site("staging"))).toBe(
      "Testwinkel (staging): betalingen zijn testbetalingen, er wordt niets afgeschreven en geen bestelling bezorgd.",
    );
    expect(testShopNotice("/en-US/checkout/", site("review"))).toBe(
      "Test shop (review): payments are test payments, no money is charged and no order is delivered.",
    );
  });

  it("is not shown in production, nor on pages other than the checkout", () => {
    expect(testShopNotice("/checkout/", site("production"))).toBeNull();
    expect(testShopNotice("/en-US/checkout/", site("production"))).toBeNull();
    expect(testShopNotice("/en-US/cart/", site("staging"))).toBeNull();
    expect(testShopNotice("/products/bouncer-bliss/", site("staging"))).toBeNull();
  });
});
