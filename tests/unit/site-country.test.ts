import { describe, expect, it } from "vitest";
import { resolveSiteCountry, type SiteCountryInput } from "../../src/country/site-country";

const ALLOWED = ["NL", "BE", "DE"];

const resolve = (input: Partial<SiteCountryInput>) =>
  resolveSiteCountry({ query: undefined, cookie: undefined, allowed: ALLOWED, runtime: "browser", ...input });

describe("resolveSiteCountry", () => {
  it("uses the first allowed country without query or cookie", () => {
    expect(resolve({})).toEqual({ country: "NL", source: "default", removeCookie: false });
    expect(resolve({ query: null, cookie: null })).toEqual({
      country: "NL",
      source: "default",
      removeCookie: false,
    });
  });

  it("takes an allowed query in any case, upper-cased", () => {
    for (const query of ["be", "BE", "Be", "bE"]) {
      expect(resolve({ query })).toEqual({ country: "BE", source: "query", removeCookie: false });
    }
  });

  it("trims whitespace around the query and cookie", () => {
    expect(resolve({ query: " de " }).country).toBe("DE");
    expect(resolve({ cookie: "be\n" })).toEqual({ country: "BE", source: "cookie", removeCookie: false });
  });

  it("prefers the query over the cookie", () => {
    expect(resolve({ query: "de", cookie: "BE" })).toEqual({
      country: "DE",
      source: "query",
      removeCookie: false,
    });
  });

  it("uses an allowed cookie without a query, in any case", () => {
    expect(resolve({ cookie: "BE" })).toEqual({ country: "BE", source: "cookie", removeCookie: false });
    expect(resolve({ cookie: "de" })).toEqual({ country: "DE", source: "cookie", removeCookie: false });
  });

  it("ignores a query that is not allowed and falls back to the cookie", () => {
    expect(resolve({ query: "fr", cookie: "BE" })).toEqual({
      country: "BE",
      source: "cookie",
      removeCookie: false,
    });
  });

  it("ignores a query that is not allowed and falls back to the default", () => {
    expect(resolve({ query: "us" })).toEqual({ country: "NL", source: "default", removeCookie: false });
  });

  it("asks to remove a cookie that is not an allowed country", () => {
    expect(resolve({ cookie: "FR" })).toEqual({ country: "NL", source: "default", removeCookie: true });
    expect(resolve({ cookie: "garbage" })).toEqual({ country: "NL", source: "default", removeCookie: true });
    expect(resolve({ cookie: "" })).toEqual({ country: "NL", source: "default", removeCookie: true });
  });

  it("still asks to remove an invalid cookie when the query decides", () => {
    expect(resolve({ query: "de", cookie: "FR" })).toEqual({
      country: "DE",
      source: "query",
      removeCookie: true,
    });
  });

  it("uses the first allowed country during the build and server rendering, whatever the query and cookie", () => {
    expect(resolve({ runtime: "server", query: "de", cookie: "BE" })).toEqual({
      country: "NL",
      source: "default",
      removeCookie: false,
    });
    expect(resolve({ runtime: "server", cookie: "FR" })).toEqual({
      country: "NL",
      source: "default",
      removeCookie: false,
    });
  });

  it("uses the first allowed country in a test browser instead of an allowed cookie", () => {
    expect(resolve({ runtime: "test-browser", cookie: "BE" })).toEqual({
      country: "NL",
      source: "default",
      removeCookie: false,
    });
  });

  it("still takes the query in a test browser, and removes an invalid cookie there", () => {
    expect(resolve({ runtime: "test-browser", query: "de", cookie: "BE" })).toEqual({
      country: "DE",
      source: "query",
      removeCookie: false,
    });
    expect(resolve({ runtime: "test-browser", cookie: "FR" })).toEqual({
      country: "NL",
      source: "default",
      removeCookie: true,
    });
  });

  it("follows the store's order for the default", () => {
    expect(resolve({ allowed: ["DE", "NL"] }).country).toBe("DE");
  });

  it("throws when the store allows no countries", () => {
    expect(() => resolve({ allowed: [] })).toThrow("Allowed countries in store is empty");
    expect(() => resolve({ allowed: [], runtime: "server" })).toThrow("Allowed countries in store is empty");
  });

  const hostile = [
    "<script>",
    "<script>alert(1)</script>",
    "nl;",
    "nl; path=/",
    "N L",
    "n",
    "nld",
    "nl\u0000",
    "ｎｌ",
    "nl".repeat(5000),
    "NL".padEnd(10_000, " x"),
    "javascript:NL",
    "%4E%4C",
  ];

  it.each(
    hostile.map((value) => [value.length > 40 ? `${value.slice(0, 20)}… (${value.length})` : value, value]),
  )("ignores the hostile query %j", (_label, value) => {
    expect(resolve({ query: value })).toEqual({ country: "NL", source: "default", removeCookie: false });
    expect(resolve({ query: value, cookie: "BE" })).toEqual({
      country: "BE",
      source: "cookie",
      removeCookie: false,
    });
  });

  it.each(
    hostile.map((value) => [value.length > 40 ? `${value.slice(0, 20)}… (${value.length})` : value, value]),
  )("ignores and removes the hostile cookie %j", (_label, value) => {
    expect(resolve({ cookie: value })).toEqual({ country: "NL", source: "default", removeCookie: true });
  });

  it("ignores letters that only upper-case to a country code", () => {
    // Long s, dotless i and the fi ligature upper-case to SE, IE and FI.
    for (const value of ["ſe", "ıe", "ﬁ"]) {
      const input = { query: value, cookie: value, allowed: ["NL", "SE", "IE", "FI"] };
      expect(resolve(input), value).toEqual({ country: "NL", source: "default", removeCookie: true });
    }
  });

  it("only ever returns an allowed country", () => {
    const values = [undefined, null, "", "nl", "BE", "fr", "<b>", "de;", "zz"];
    for (const query of values) {
      for (const cookie of values) {
        for (const runtime of ["server", "test-browser", "browser"] as const) {
          expect(ALLOWED).toContain(resolve({ query, cookie, runtime }).country);
        }
      }
    }
  });
});
