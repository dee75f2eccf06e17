import { describe, expect, it } from "vitest";
import { resolveShoppingCountry, type ShoppingCountryInput } from "../../src/country/shopping-country";

const ALLOWED = ["NL", "BE", "DE"];

const resolve = (input: Partial<ShoppingCountryInput>) =>
  resolveShoppingCountry({
    query: undefined,
    cookie: undefined,
    allowed: ALLOWED,
    runtime: "browser",
    ...input,
  });

const result = (country: string, source: "default" | "query" | "cookie", removeCookie = false) => ({
  country,
  source,
  removeCookie,
});

describe("resolveShoppingCountry", () => {
  it.each<[string, Partial<ShoppingCountryInput>, ReturnType<typeof result>]>([
    ["uses the first allowed country without query or cookie", {}, result("NL", "default")],
    [
      "uses the first allowed country with an empty query and cookie",
      { query: null, cookie: null },
      result("NL", "default"),
    ],
    ["takes an allowed query in lower case, upper-cased", { query: "be" }, result("BE", "query")],
    ["takes an allowed query in upper case", { query: "BE" }, result("BE", "query")],
    ["takes an allowed query in mixed case, upper-cased", { query: "Be" }, result("BE", "query")],
    ["takes an allowed query in other mixed case, upper-cased", { query: "bE" }, result("BE", "query")],
    ["trims whitespace around the query", { query: " de " }, result("DE", "query")],
    ["trims whitespace around the cookie", { cookie: "be\n" }, result("BE", "cookie")],
    ["prefers the query over the cookie", { query: "de", cookie: "BE" }, result("DE", "query")],
    ["uses an allowed cookie without a query", { cookie: "BE" }, result("BE", "cookie")],
    ["uses an allowed cookie in lower case, upper-cased", { cookie: "de" }, result("DE", "cookie")],
    [
      "ignores a query that is not allowed and falls back to the cookie",
      { query: "fr", cookie: "BE" },
      result("BE", "cookie"),
    ],
    [
      "ignores a query that is not allowed and falls back to the default",
      { query: "us" },
      result("NL", "default"),
    ],
    ["asks to remove a cookie that is another country", { cookie: "FR" }, result("NL", "default", true)],
    ["asks to remove a cookie that is no country", { cookie: "garbage" }, result("NL", "default", true)],
    ["asks to remove an empty cookie", { cookie: "" }, result("NL", "default", true)],
    [
      "still asks to remove an invalid cookie when the query decides",
      { query: "de", cookie: "FR" },
      result("DE", "query", true),
    ],
    [
      "uses the first allowed country on the server, whatever the query and cookie",
      { runtime: "server", query: "de", cookie: "BE" },
      result("NL", "default"),
    ],
    ["keeps an invalid cookie on the server", { runtime: "server", cookie: "FR" }, result("NL", "default")],
    [
      "uses the first allowed country in a test browser instead of an allowed cookie",
      { runtime: "test-browser", cookie: "BE" },
      result("NL", "default"),
    ],
    [
      "still takes the query in a test browser",
      { runtime: "test-browser", query: "de", cookie: "BE" },
      result("DE", "query"),
    ],
    [
      "removes an invalid cookie in a test browser",
      { runtime: "test-browser", cookie: "FR" },
      result("NL", "default", true),
    ],
    ["follows the store's order for the default", { allowed: ["DE", "NL"] }, result("DE", "default")],
  ])("%s", (_, input, expected) => {
    expect(resolve(input)).toEqual(expected);
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

  /** Each hostile value with a short label for the test name. */
  const labelled = hostile.map((value) => [
    value.length > 40 ? `${value.slice(0, 20)}… (${value.length})` : value,
    value,
  ]);

  it.each(labelled)("ignores the hostile query %j", (_label, value) => {
    expect(resolve({ query: value })).toEqual(result("NL", "default"));
    expect(resolve({ query: value, cookie: "BE" })).toEqual(result("BE", "cookie"));
  });

  it.each(labelled)("ignores and removes the hostile cookie %j", (_label, value) => {
    expect(resolve({ cookie: value })).toEqual(result("NL", "default", true));
  });

  it("ignores letters that only upper-case to a country code", () => {
    // Long s, dotless i and the fi ligature upper-case to SE, IE and FI.
    for (const value of ["ſe", "ıe", "ﬁ"]) {
      const input = { query: value, cookie: value, allowed: ["NL", "SE", "IE", "FI"] };
      expect(resolve(input), value).toEqual(result("NL", "default", true));
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
