import { describe, expect, it } from "vitest";
import { loadBuildContent } from "../../src/build/load-build-content";
import { robotsTxt } from "../../src/build/robots";
import { privatePages } from "../../src/build/shop-pages";
import { FIXTURE_ROOT } from "./support/fixture-content";

/** The shopper's own pages, as the page types of the shop's content say. */
const PRIVATE = privatePages(loadBuildContent(FIXTURE_ROOT, {}));

const disallowed = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length));

describe("robotsTxt", () => {
  const config = {
    siteUrl: "https://nl.babyshop.example",
    languages: ["nl-NL", "en-US"],
    defaultLanguage: "nl-NL",
  };

  it("keeps crawlers out of the cart, checkout, order confirmation and return request in every language", () => {
    expect(disallowed(robotsTxt(config, PRIVATE))).toEqual([
      "/cart/",
      "/checkout/",
      "/order-confirmation/",
      "/return-request/",
      "/en-US/cart/",
      "/en-US/checkout/",
      "/en-US/order-confirmation/",
      "/en-US/return-request/",
      "/redirects/",
    ]);
  });

  it("gives a one-language shop no prefixed paths", () => {
    const text = robotsTxt(
      { ...config, siteUrl: "https://www.babyshop.example", languages: ["en-US"], defaultLanguage: "en-US" },
      PRIVATE,
    );
    expect(disallowed(text)).toEqual([
      "/cart/",
      "/checkout/",
      "/order-confirmation/",
      "/return-request/",
      "/redirects/",
    ]);
  });

  it("addresses every crawler and names the sitemap on the shop's own host", () => {
    const lines = robotsTxt(config, PRIVATE).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Sitemap: https://nl.babyshop.example/sitemap-index.xml");
  });
});
