import { describe, expect, it } from "vitest";
import { cdnRedirects } from "../../src/site/cdn-redirects";
import { redirectRule } from "./support/redirects";

const siteConfig = { languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" };

describe("cdnRedirects", () => {
  const rules = [
    redirectRule("/redirects/qr-kitchen-1/", "https://nl.babyshop.example/categories/kitchen/", "NL"),
    redirectRule("/redirects/qr-kitchen-1/", "https://www.babyshop.example/categories/kitchen/"),
  ];

  it("gives the CDN every campaign rule, forced over the stub page and left out of the browser", () => {
    expect(cdnRedirects(rules, siteConfig).slice(0, 2)).toEqual([
      {
        fromPath: "/redirects/qr-kitchen-1/",
        toPath: "https://nl.babyshop.example/categories/kitchen/",
        isPermanent: true,
        ignoreCase: true,
        force: true,
        redirectInBrowser: false,
        conditions: { country: "NL" },
      },
      {
        fromPath: "/redirects/qr-kitchen-1/",
        toPath: "https://www.babyshop.example/categories/kitchen/",
        isPermanent: true,
        ignoreCase: true,
        force: true,
        redirectInBrowser: false,
      },
    ]);
  });

  it("then answers unknown paths under a language prefix with that language's 404 page, unforced", () => {
    expect(cdnRedirects(rules, siteConfig).slice(2)).toEqual([
      { fromPath: "/en-US/*", toPath: "/en-US/404/", statusCode: 404, redirectInBrowser: false },
    ]);
  });
});
