import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  localizedPath,
  type LanguageSettings,
  type TrailingSlash,
} from "../../src/i18n/language-path";
import { languageRedirect } from "../../src/i18n/language-redirect";

const settings: LanguageSettings = { languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" };

interface Visit {
  pathname?: string;
  search?: string;
  hash?: string;
  stored?: string | null;
  browserLanguages?: readonly string[];
  trailingSlash?: TrailingSlash;
  languages?: readonly string[];
}

/** Where a visitor goes from a page of the site (null: stays). */
const redirect = ({
  pathname = "/",
  search = "",
  hash = "",
  stored = null,
  browserLanguages = [],
  trailingSlash = "always",
  languages = settings.languages,
}: Visit) =>
  languageRedirect({ pathname, search, hash }, stored, browserLanguages, languages, "nl-NL", trailingSlash);

describe("languageRedirect", () => {
  it("sends a visitor with stored en-US from / to /en-US/, keeping search and hash", () => {
    expect(redirect({ stored: "en-US", search: "?a=1", hash: "#x" })).toBe("/en-US/?a=1#x");
  });

  it("drops the trailing slash when trailingSlash is never", () => {
    expect(redirect({ stored: "en-US", search: "?a=1", hash: "#x", trailingSlash: "never" })).toBe(
      "/en-US?a=1#x",
    );
  });

  it("keeps the path as it is when trailingSlash is ignore", () => {
    expect(redirect({ stored: "en-US", pathname: "/cart/", trailingSlash: "ignore" })).toBe("/en-US/cart/");
    expect(redirect({ stored: "en-US", pathname: "/cart", trailingSlash: "ignore" })).toBe("/en-US/cart");
  });

  it("falls back to the page language for an unsupported stored language, without redirect", () => {
    expect(redirect({ stored: "xx-XX" })).toBeNull();
    expect(redirect({ stored: "xx-XX", browserLanguages: ["en-US"] })).toBeNull();
    expect(redirect({ stored: "", browserLanguages: ["en-US"] })).toBeNull();
  });

  it("does not redirect a visitor whose stored language is the default", () => {
    expect(redirect({ stored: "nl-NL", browserLanguages: ["en-US"] })).toBeNull();
  });

  it("prefers the stored language over the browser's", () => {
    expect(redirect({ stored: "en-US", browserLanguages: ["nl-NL"] })).toBe("/en-US/");
  });

  it("detects en-US from browser languages en-GB and en without a stored language", () => {
    expect(redirect({ browserLanguages: ["en-GB", "en"] })).toBe("/en-US/");
    expect(redirect({ browserLanguages: ["en"] })).toBe("/en-US/");
    expect(redirect({ browserLanguages: ["EN-us"] })).toBe("/en-US/");
  });

  it("does not redirect a browser that prefers nl", () => {
    expect(redirect({ browserLanguages: ["nl"] })).toBeNull();
    expect(redirect({ browserLanguages: ["NL", "en-GB"] })).toBeNull();
  });

  it("prefers an exact match anywhere in the browser's list over a primary-subtag match earlier in it", () => {
    expect(redirect({ browserLanguages: ["en-GB", "nl-NL"] })).toBeNull();
    expect(redirect({ browserLanguages: ["nl-BE", "en-US"] })).toBe("/en-US/");
  });

  it("matches by primary subtag in the browser's order", () => {
    expect(redirect({ browserLanguages: ["en-GB", "nl-BE"] })).toBe("/en-US/");
    expect(redirect({ browserLanguages: ["nl-BE", "en-GB"] })).toBeNull();
  });

  it("takes the first supported language of a primary subtag", () => {
    const languages = ["nl-NL", "en-GB", "en-US"];
    expect(redirect({ browserLanguages: ["en-AU"], languages })).toBe("/en-GB/");
    expect(redirect({ browserLanguages: ["en-AU", "en-US"], languages })).toBe("/en-US/");
  });

  it("stays on the page language without stored or detected language", () => {
    expect(redirect({ browserLanguages: ["fr-FR", "de"] })).toBeNull();
    expect(redirect({ browserLanguages: [""] })).toBeNull();
    expect(redirect({})).toBeNull();
  });

  it("does not redirect a page that already has a language prefix", () => {
    expect(redirect({ pathname: "/en-US/cart/", stored: "en-US" })).toBeNull();
    expect(redirect({ pathname: "/en-US/cart/", stored: "nl-NL" })).toBeNull();
    expect(redirect({ pathname: "/en-US/", browserLanguages: ["nl"] })).toBeNull();
  });

  it("leaves campaign links to their stubs, in any letter case", () => {
    expect(redirect({ pathname: "/redirects/qr-kitchen-1/", stored: "en-US" })).toBeNull();
    expect(redirect({ pathname: "/Redirects/QR-Kitchen-1", browserLanguages: ["en-US"] })).toBeNull();
    expect(redirect({ pathname: "/redirectsx/", stored: "en-US" })).toBe("/en-US/redirectsx/");
  });

  it("redirects deep paths to their prefixed page", () => {
    expect(redirect({ pathname: "/cart/", stored: "en-US" })).toBe("/en-US/cart/");
    expect(redirect({ pathname: "/products/bib/", browserLanguages: ["en"], search: "?size=2" })).toBe(
      "/en-US/products/bib/?size=2",
    );
    expect(redirect({ pathname: "/cart/", stored: "en-US", trailingSlash: "never" })).toBe("/en-US/cart");
  });

  it("sends a visitor to the page localizedPath names, and only from a page languageOfPath calls unrouted", () => {
    const paths = ["/", "/cart/", "/cart", "/en-US/", "/en-US/cart/", "/nl-NL/", "/fr-FR/x/"];
    const stored = [null, "en-US", "nl-NL", "xx-XX"];
    const trailing: TrailingSlash[] = ["always", "never", "ignore"];
    for (const pathname of paths)
      for (const value of stored)
        for (const trailingSlash of trailing) {
          const target = redirect({ pathname, stored: value, trailingSlash, search: "?q", hash: "#h" });
          const { routed } = languageOfPath(pathname, settings);
          const expected =
            routed || value !== "en-US"
              ? null
              : `${localizedPath(pathname, "en-US", settings, trailingSlash)}?q#h`;
          expect(target).toBe(expected);
        }
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
