import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  localizedPath,
  type LanguageSettings,
  type TrailingSlash,
} from "../../src/i18n/language-path";
import {
  detectLanguage,
  languageRedirect,
  type LanguageRedirectInput,
} from "../../src/i18n/language-redirect";

const settings: LanguageSettings = { languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" };

const redirect = (input: Partial<LanguageRedirectInput>) =>
  languageRedirect({
    ...settings,
    pathname: "/",
    search: "",
    hash: "",
    stored: null,
    browserLanguages: [],
    trailingSlash: "always",
    ...input,
  });

describe("languageRedirect", () => {
  it("sends a visitor with stored en-US from / to /en-US/, keeping search and hash", () => {
    expect(redirect({ stored: "en-US", search: "?a=1", hash: "#x" })).toEqual({
      language: "en-US",
      target: "/en-US/?a=1#x",
    });
  });

  it("drops the trailing slash when trailingSlash is never", () => {
    expect(redirect({ stored: "en-US", search: "?a=1", hash: "#x", trailingSlash: "never" })).toEqual({
      language: "en-US",
      target: "/en-US?a=1#x",
    });
  });

  it("keeps the path as it is when trailingSlash is ignore", () => {
    expect(redirect({ stored: "en-US", pathname: "/cart/", trailingSlash: "ignore" }).target).toBe(
      "/en-US/cart/",
    );
    expect(redirect({ stored: "en-US", pathname: "/cart", trailingSlash: "ignore" }).target).toBe(
      "/en-US/cart",
    );
  });

  it("falls back to the page language for an unsupported stored language, without redirect", () => {
    expect(redirect({ stored: "xx-XX" })).toEqual({ language: "nl-NL", target: null });
    expect(redirect({ stored: "xx-XX", browserLanguages: ["en-US"] })).toEqual({
      language: "nl-NL",
      target: null,
    });
  });

  it("does not redirect a visitor whose stored language is the default", () => {
    expect(redirect({ stored: "nl-NL", browserLanguages: ["en-US"] })).toEqual({
      language: "nl-NL",
      target: null,
    });
  });

  it("prefers the stored language over the browser's", () => {
    expect(redirect({ stored: "en-US", browserLanguages: ["nl-NL"] }).target).toBe("/en-US/");
  });

  it("detects en-US from browser languages en-GB and en without a stored language", () => {
    expect(redirect({ browserLanguages: ["en-GB", "en"] })).toEqual({ language: "en-US", target: "/en-US/" });
  });

  it("does not redirect a browser that prefers nl", () => {
    expect(redirect({ browserLanguages: ["nl"] })).toEqual({ language: "nl-NL", target: null });
  });

  it("stays on the page language without stored or detected language", () => {
    expect(redirect({ browserLanguages: ["fr-FR", "de"] })).toEqual({ language: "nl-NL", target: null });
    expect(redirect({})).toEqual({ language: "nl-NL", target: null });
  });

  it("does not redirect a page that already has a language prefix", () => {
    expect(redirect({ pathname: "/en-US/cart/", stored: "en-US" })).toEqual({
      language: "en-US",
      target: null,
    });
    expect(redirect({ pathname: "/en-US/cart/", stored: "nl-NL" })).toEqual({
      language: "en-US",
      target: null,
    });
    expect(redirect({ pathname: "/en-US/", browserLanguages: ["nl"] })).toEqual({
      language: "en-US",
      target: null,
    });
  });

  it("redirects deep paths to their prefixed page", () => {
    expect(redirect({ pathname: "/cart/", stored: "en-US" })).toEqual({
      language: "en-US",
      target: "/en-US/cart/",
    });
    expect(redirect({ pathname: "/products/bib/", browserLanguages: ["en"], search: "?size=2" }).target).toBe(
      "/en-US/products/bib/?size=2",
    );
    expect(redirect({ pathname: "/cart/", stored: "en-US", trailingSlash: "never" }).target).toBe(
      "/en-US/cart",
    );
  });

  it("never targets the page it is on", () => {
    const paths = ["/", "/cart/", "/en-US/", "/en-US/cart/", "/nl-NL/"];
    const stored = [null, "en-US", "nl-NL", "xx-XX"];
    const trailing: TrailingSlash[] = ["always", "never", "ignore"];
    for (const pathname of paths) {
      for (const value of stored) {
        for (const trailingSlash of trailing) {
          const { language, target } = redirect({ pathname, stored: value, trailingSlash });
          expect(settings.languages).toContain(language);
          if (target !== null) {
            expect(target.startsWith(`/${language}`)).toBe(true);
            expect(language).not.toBe(settings.defaultLanguage);
            expect(target).not.toBe(pathname);
          }
        }
      }
    }
  });
});

describe("detectLanguage", () => {
  const languages = ["nl-NL", "en-US"];

  it("finds an exact match, ignoring case", () => {
    expect(detectLanguage(["en-US"], languages)).toBe("en-US");
    expect(detectLanguage(["EN-us"], languages)).toBe("en-US");
    expect(detectLanguage(["nl-nl"], languages)).toBe("nl-NL");
  });

  it("prefers an exact match anywhere in the list over a primary-subtag match earlier in it", () => {
    expect(detectLanguage(["en-GB", "nl-NL"], languages)).toBe("nl-NL");
    expect(detectLanguage(["nl-BE", "en-US"], languages)).toBe("en-US");
  });

  it("matches by primary subtag in the browser's order", () => {
    expect(detectLanguage(["en-GB", "nl-BE"], languages)).toBe("en-US");
    expect(detectLanguage(["nl-BE", "en-GB"], languages)).toBe("nl-NL");
    expect(detectLanguage(["en"], languages)).toBe("en-US");
    expect(detectLanguage(["NL"], languages)).toBe("nl-NL");
  });

  it("returns the first supported language of a primary subtag", () => {
    expect(detectLanguage(["en-AU"], ["en-GB", "en-US"])).toBe("en-GB");
  });

  it("returns undefined without a match", () => {
    expect(detectLanguage(["fr-FR", "de"], languages)).toBeUndefined();
    expect(detectLanguage([], languages)).toBeUndefined();
    expect(detectLanguage(["en-US"], [])).toBeUndefined();
    expect(detectLanguage([""], languages)).toBeUndefined();
  });
});

describe("languageOfPath", () => {
  it("reads a supported, non-default prefix", () => {
    expect(languageOfPath("/en-US/cart/", settings)).toEqual({ language: "en-US", routed: true });
    expect(languageOfPath("/en-US", settings)).toEqual({ language: "en-US", routed: true });
  });

  it("treats paths without a supported prefix as the default language", () => {
    expect(languageOfPath("/", settings)).toEqual({ language: "nl-NL", routed: false });
    expect(languageOfPath("/cart/", settings)).toEqual({ language: "nl-NL", routed: false });
    expect(languageOfPath("/fr-FR/cart/", settings)).toEqual({ language: "nl-NL", routed: false });
    expect(languageOfPath("/en-us/cart/", settings)).toEqual({ language: "nl-NL", routed: false });
    expect(languageOfPath("", settings)).toEqual({ language: "nl-NL", routed: false });
  });

  it("does not treat the default language as a routed prefix", () => {
    expect(languageOfPath("/nl-NL/cart/", settings)).toEqual({ language: "nl-NL", routed: false });
  });
});

describe("localizedPath", () => {
  it("prefixes other languages and leaves the default unprefixed", () => {
    expect(localizedPath("/cart/", "en-US", settings)).toBe("/en-US/cart/");
    expect(localizedPath("/", "en-US", settings)).toBe("/en-US/");
    expect(localizedPath("/cart/", "nl-NL", settings)).toBe("/cart/");
    expect(localizedPath("/cart/", "nl-NL", settings, "never")).toBe("/cart/");
  });

  it("applies the trailing-slash setting", () => {
    expect(localizedPath("/cart/", "en-US", settings, "never")).toBe("/en-US/cart");
    expect(localizedPath("/", "en-US", settings, "never")).toBe("/en-US");
    expect(localizedPath("/cart", "en-US", settings, "never")).toBe("/en-US/cart");
    expect(localizedPath("/cart/", "en-US", settings, "ignore")).toBe("/en-US/cart/");
    expect(localizedPath("/cart", "en-US", settings, "always")).toBe("/en-US/cart");
  });
});
