import { describe, expect, it } from "vitest";
import { cdnRedirects, languageCdnRedirects } from "../../src/build/cdn-redirects";
import { redirectRule } from "./support/redirects";

const shop = { languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" };

describe("cdnRedirects", () => {
  const rules = [
    redirectRule("/redirects/qr-kitchen-1/", "https://nl.babyshop.example/categories/kitchen/", "NL"),
    redirectRule("/redirects/qr-kitchen-1/", "https://www.babyshop.example/categories/kitchen/"),
  ];

  it("gives the CDN the campaign rules, compacted, forced over the stub page and left out of the browser", () => {
    expect(cdnRedirects(rules, shop).slice(0, 2)).toEqual([
      {
        fromPath: "/redirects/qr-kitchen-1/",
        toPath: "https://nl.babyshop.example/categories/kitchen/",
        isPermanent: true,
        ignoreCase: true,
        force: true,
        redirectInBrowser: false,
        conditions: { country: ["NL"] },
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
    expect(cdnRedirects(rules, shop).slice(2)).toEqual([
      { fromPath: "/en-US/*", toPath: "/en-US/404/", statusCode: 404, redirectInBrowser: false },
    ]);
  });
});

describe("languageCdnRedirects", () => {
  const page = (path: string, language: string, routed: boolean, originalPath: string) => ({
    path,
    context: { i18n: { language, routed, originalPath } },
  });

  it("sends the Dutch page's address to each other language's page, temporarily, only on that language", () => {
    expect(languageCdnRedirects(page("/en-US/cart/", "en-US", true, "/cart/"))).toEqual([
      {
        fromPath: "/cart/",
        toPath: "/en-US/cart/",
        statusCode: 302,
        force: true,
        redirectInBrowser: false,
        conditions: { language: "en-US" },
      },
    ]);
  });

  it("has no rule for the default language's pages, pages without language, or what the host answers itself", () => {
    expect(languageCdnRedirects(page("/cart/", "nl-NL", false, "/cart/"))).toEqual([]);
    expect(languageCdnRedirects({ path: "/sitemap/" })).toEqual([]);
    for (const original of ["/404/", "/404.html", "/dev-404-page/", "/offline-plugin-app-shell-fallback/"])
      expect(languageCdnRedirects(page(`/en-US${original}`, "en-US", true, original))).toEqual([]);
  });
});
