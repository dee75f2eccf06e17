import { describe, expect, it } from "vitest";
import { readAffiliateIds } from "../../src/analytics/affiliate-params";

describe("readAffiliateIds", () => {
  it("reads awc and cjevent", () => {
    expect(readAffiliateIds("?awc=12345_1700000000_abcdef&cjevent=a1b2c3d4e5")).toEqual({
      awinId: "12345_1700000000_abcdef",
      cjEventId: "a1b2c3d4e5",
    });
  });

  it("reads a query string with or without the question mark", () => {
    expect(readAffiliateIds("awc=abc")).toEqual({ awinId: "abc" });
    expect(readAffiliateIds("?cjevent=xyz")).toEqual({ cjEventId: "xyz" });
  });

  it("reads each id on its own, among other parameters", () => {
    expect(readAffiliateIds("?utm_source=x&awc=a-1.b~c_d&page=2")).toEqual({ awinId: "a-1.b~c_d" });
    expect(readAffiliateIds("?country=nl&cjevent=Z9")).toEqual({ cjEventId: "Z9" });
  });

  it("returns no ids without the parameters or with empty values", () => {
    expect(readAffiliateIds("")).toEqual({});
    expect(readAffiliateIds("?")).toEqual({});
    expect(readAffiliateIds("?awc=&cjevent=")).toEqual({});
    expect(readAffiliateIds("?AWC=abc&CJEVENT=def")).toEqual({});
  });

  it("leaves out the keys of ids it did not read", () => {
    expect(Object.keys(readAffiliateIds("?awc=abc"))).toEqual(["awinId"]);
    expect(Object.keys(readAffiliateIds("?awc=<b>&cjevent=ok"))).toEqual(["cjEventId"]);
  });

  it("takes the first of repeated parameters", () => {
    expect(readAffiliateIds("?awc=first&awc=second")).toEqual({ awinId: "first" });
  });

  it("decodes percent-encoding before checking", () => {
    expect(readAffiliateIds("?awc=abc%2D123")).toEqual({ awinId: "abc-123" });
    expect(readAffiliateIds("?awc=%3Cscript%3E")).toEqual({});
  });

  it("accepts ids of up to 128 characters", () => {
    const id = "a".repeat(128);
    expect(readAffiliateIds(`?awc=${id}&cjevent=${id}`)).toEqual({ awinId: id, cjEventId: id });
  });

  const hostile = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '"><b>',
    "javascript:alert(1)",
    "javascript:void(0)",
    "https://evil.example/",
    "a".repeat(129),
    "abc def",
    " abc",
    "abc ",
    "abc\ndef",
    "abc\u0000",
    "abc;def",
    "abc'def",
    "äbc",
    "abc/def",
    "abc%",
    "abc&x",
  ];

  it.each(
    hostile.map((value) => [value.length > 40 ? `${value.slice(0, 10)}… (${value.length})` : value, value]),
  )("ignores the hostile value %j", (_label, value) => {
    const params = new URLSearchParams({ awc: value, cjevent: value });
    expect(readAffiliateIds(`?${params.toString()}`)).toEqual({});
  });

  it("ignores spaces that arrive as + in the URL", () => {
    expect(readAffiliateIds("?awc=abc+def")).toEqual({});
    expect(readAffiliateIds("?cjevent=abc%20def")).toEqual({});
  });

  it("keeps a good id when the other one is hostile", () => {
    expect(readAffiliateIds("?awc=good_1&cjevent=javascript:alert(1)")).toEqual({ awinId: "good_1" });
    expect(readAffiliateIds(`?awc=${"x".repeat(200)}&cjevent=good.2`)).toEqual({ cjEventId: "good.2" });
  });
});
