import { describe, expect, it } from "vitest";
import { headersForPath, readHeadersFile } from "../../../src/security/headers-file";
import { readHeadersText } from "./headers-text";

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

describe("readHeadersFile", () => {
  it("reads paths and their indented headers, skipping comments and blank lines", async () => {
    const rules = await readHeadersText(FILE);
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

  it("reads as Netlify does: a repeated header joins its values, a line without a colon is no header", async () => {
    const [rule] = await readHeadersText(
      "/*\n  cache-control: no-cache\n  no colon here\n  cache-control: no-store\n",
    );
    expect(rule?.headers).toEqual([{ key: "cache-control", value: "no-cache, no-store" }]);
  });

  it("rejects what Netlify rejects, and a missing file", async () => {
    await expect(readHeadersText("  x-frame-options: DENY\n")).rejects.toThrow(
      'Path should come before header "x-frame-options"',
    );
    await expect(readHeadersText("/*\n  : DENY\n")).rejects.toThrow(/line 2:[\s\S]*Missing header name/);
    await expect(readHeadersFile("/no/such/_headers")).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("headersForPath", () => {
  const matches = async (rulePath: string, path: string) =>
    headersForPath(await readHeadersText(`${rulePath}\n  x: y\n`), path).length > 0;

  it("matches exact paths literally, * across slashes and :name within one segment", async () => {
    expect(await matches("/app-1.js", "/app-1.js")).toBe(true);
    expect(await matches("/app-1.js", "/app-12js")).toBe(false);
    expect(await matches("/*", "/a/b/c.html")).toBe(true);
    expect(await matches("/static/*", "/images/a.svg")).toBe(false);
    expect(await matches("/products/:handle/", "/products/pram/")).toBe(true);
    expect(await matches("/products/:handle/", "/products/a/b/")).toBe(false);
  });

  it("matches as Netlify does: the final slash optional, letters in either case", async () => {
    expect(await matches("/products/:handle/", "/products/pram")).toBe(true);
    expect(await matches("/static/*", "/static")).toBe(true);
    expect(await matches("/redirects/qr-1/", "/Redirects/QR-1")).toBe(true);
  });

  it("applies every matching rule, a later rule replacing a header of the same name", async () => {
    const rules = await readHeadersText(FILE);
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

  it("gives a path no rule names only what the catch-all says", async () => {
    const rules = await readHeadersText(FILE);
    expect(headersForPath(rules, "/no-such-page/")).toEqual(headersForPath(rules, "/"));
  });
});
