import { describe, expect, it } from "vitest";
import { headersForPath, parseHeadersFile, pathPattern } from "../../../src/security/headers-file";

const FILE = `
# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
  x-frame-options: DENY
/static/*
  cache-control: public, max-age=31536000, immutable
/products/:handle/
  x-product: yes
/products/pram/
  Content-Security-Policy: script-src 'self' 'sha256-a'
# gatsby-adapter-netlify end
`;

describe("parseHeadersFile", () => {
  it("reads paths and their indented headers, skipping comments and blank lines", () => {
    const rules = parseHeadersFile(FILE);
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/static/*",
      "/products/:handle/",
      "/products/pram/",
    ]);
    expect(rules[3]?.headers).toEqual([
      { key: "Content-Security-Policy", value: "script-src 'self' 'sha256-a'" },
    ]);
  });

  it("names the line of a header without a path or a name", () => {
    expect(() => parseHeadersFile("  x-frame-options: DENY\n")).toThrow("_headers:1:");
    expect(() => parseHeadersFile("/*\n  no colon here\n")).toThrow("_headers:2:");
  });
});

describe("pathPattern", () => {
  it("matches exact paths literally, * across slashes and :name within one segment", () => {
    expect(pathPattern("/app-1.js").test("/app-1.js")).toBe(true);
    expect(pathPattern("/app-1.js").test("/app-12js")).toBe(false);
    expect(pathPattern("/*").test("/a/b/c.html")).toBe(true);
    expect(pathPattern("/static/*").test("/images/a.svg")).toBe(false);
    expect(pathPattern("/products/:handle/").test("/products/pram/")).toBe(true);
    expect(pathPattern("/products/:handle/").test("/products/a/b/")).toBe(false);
  });
});

describe("headersForPath", () => {
  const rules = parseHeadersFile(FILE);

  it("applies every matching rule, a later rule replacing a header of the same name", () => {
    expect(headersForPath(rules, "/static/app.js")).toEqual([
      { key: "cache-control", value: "public, max-age=31536000, immutable" },
      { key: "x-frame-options", value: "DENY" },
    ]);
    expect(headersForPath(rules, "/products/pram/").map((header) => header.key)).toEqual([
      "cache-control",
      "x-frame-options",
      "x-product",
      "Content-Security-Policy",
    ]);
  });

  it("gives a path no rule names only what the catch-all says", () => {
    expect(headersForPath(rules, "/no-such-page/")).toEqual(headersForPath(rules, "/"));
  });
});
