import { describe, expect, it } from "vitest";
import { headersForPath, type HeaderRule } from "../../../src/security/headers-file";
import { scriptHash } from "../../../src/security/inline-scripts";
import { SITE_HEADERS, securityHeaderRules, servedPaths } from "../../../src/security/security-headers";
import { STUDIO_HEADERS } from "../../../src/security/studio-policy";
import { readBack } from "./headers-text";

// What gatsby-adapter-netlify writes on its own.
const ADAPTER: HeaderRule[] = [
  {
    path: "/*",
    headers: [
      { key: "cache-control", value: "public, max-age=0, must-revalidate" },
      { key: "x-xss-protection", value: "1; mode=block" },
      { key: "x-content-type-options", value: "nosniff" },
      { key: "referrer-policy", value: "same-origin" },
      { key: "x-frame-options", value: "DENY" },
    ],
  },
  { path: "/static/*", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
  { path: "/app-1.js", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] },
];

const page = (script: string) => `<html><script>${script}</script><script src="/app-1.js"></script></html>`;
const built = (file: string, html: string) => ({ file, read: () => html });
const DOCUMENTS = [
  built("index.html", page(`window.pagePath="/"`)),
  built("404.html", page(`window.pagePath="/404.html"`) + "<script>notFoundStep()</script>"),
  built("products/pram/index.html", page(`window.pagePath="/products/pram/"`)),
  built("redirects/qr-1/index.html", "<script>stub()</script>"),
  built("admin/index.html", '<script src="studio.js"></script><script src="decap-cms.js"></script>'),
];
const ENV = { shopId: "nl", languages: ["nl-NL"], search: {} };
const rules = securityHeaderRules(ADAPTER, DOCUMENTS, ENV);
/** The rules as Netlify reads them from the `_headers` file the adapter writes. */
const served = await readBack(rules);

const header = (path: string, name: string) =>
  headersForPath(served, path).find((h) => h.key === name)?.value;
const hashesOf = (path: string) => header(path, "content-security-policy")?.match(/'sha256-[^']+'/g);

describe("securityHeaderRules", () => {
  it("gives every path the site's security headers, in place of the adapter's own of the same name", () => {
    for (const path of ["/", "/no-such-page/", "/app-1.js", "/sw.js"]) {
      for (const { key, value } of SITE_HEADERS) expect(header(path, key), `${path} ${key}`).toBe(value);
    }
    expect(rules[0]?.headers.filter((h) => h.key === "referrer-policy")).toEqual([
      { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
    ]);
  });

  const notFound = [scriptHash(`window.pagePath="/404.html"`), scriptHash("notFoundStep()")];

  it("gives each page a policy with the hashes of its own inline scripts and the 404 page's, at both of its paths", () => {
    expect(hashesOf("/")).toEqual([scriptHash(`window.pagePath="/"`), ...notFound]);
    expect(hashesOf("/index.html")).toEqual(hashesOf("/"));
    expect(hashesOf("/products/pram/")).toEqual([
      scriptHash(`window.pagePath="/products/pram/"`),
      ...notFound,
    ]);
    expect(hashesOf("/products/pram/index.html")).toEqual(hashesOf("/products/pram/"));
    expect(hashesOf("/redirects/qr-1/")).toEqual([scriptHash("stub()"), ...notFound]);
  });

  it("gives the content studio its own policy and keeps it out of search engines, at both of its paths", () => {
    for (const path of ["/admin/", "/admin/index.html"]) {
      for (const { key, value } of STUDIO_HEADERS) expect(header(path, key), `${path} ${key}`).toBe(value);
      expect(header(path, "x-frame-options")).toBe("DENY");
    }
    // The shop's pages keep theirs.
    expect(header("/", "x-robots-tag")).toBeUndefined();
    expect(header("/", "content-security-policy")).not.toBe(header("/admin/", "content-security-policy"));
  });

  it("answers unknown paths with the policy of the 404 page, its inline step included", () => {
    expect(hashesOf("/no-such-page/")).toEqual(notFound);
    expect(hashesOf("/redirects/no-such-link/")).toEqual(notFound);
  });

  it("lets the 404 page's scripts run at a page's path in other letter case, which Netlify answers with it", () => {
    // Netlify matches the header rule of /redirects/qr-1/ here, and serves the 404 page.
    expect(hashesOf("/redirects/QR-1")).toEqual(expect.arrayContaining(notFound));
    expect(hashesOf("/Products/Pram/")).toEqual(expect.arrayContaining(notFound));
  });

  it("answers unknown paths under a language's prefix with the policy of that language's 404 page", async () => {
    const english = built("en-US/404/index.html", page(`window.pagePath="/en-US/404/"`));
    const prefixed = await readBack(
      securityHeaderRules(ADAPTER, [...DOCUMENTS, english], ENV, [
        { fromPath: "/en-US/*", toPath: "/en-US/404/" },
      ]),
    );
    const hashes = (path: string) =>
      headersForPath(prefixed, path)
        .find((h) => h.key === "content-security-policy")
        ?.value.match(/'sha256-[^']+'/g);
    const everyNotFound = [...notFound, scriptHash(`window.pagePath="/en-US/404/"`)];
    expect(hashes("/en-US/no-such-page/")).toEqual(everyNotFound);
    expect(new Set(hashes("/en-US/404/"))).toEqual(new Set(everyNotFound));
    // A prefix in other letter case is answered with the site's own 404 page.
    expect(hashes("/EN-us/no-such-page/")).toEqual(everyNotFound);
    expect(hashes("/")).toEqual([scriptHash(`window.pagePath="/"`), ...everyNotFound]);
  });

  it("keeps the adapter's cache headers", () => {
    expect(header("/app-1.js", "cache-control")).toBe("public, max-age=31536000, immutable");
    expect(header("/static/a.json", "cache-control")).toBe("public, max-age=31536000, immutable");
    expect(header("/products/pram/", "cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("adds the catch-all rule when the adapter has none", () => {
    const [first] = securityHeaderRules(ADAPTER.slice(1), DOCUMENTS, ENV);
    expect(first?.path).toBe("/*");
    expect(first?.headers.map((h) => h.key)).toContain("content-security-policy");
  });
});

describe("servedPaths", () => {
  it("serves an index file at its directory and at its own name, any other file at its name", () => {
    expect(servedPaths("index.html")).toEqual(["/", "/index.html"]);
    expect(servedPaths("en-US/cart/index.html")).toEqual(["/en-US/cart/", "/en-US/cart/index.html"]);
    expect(servedPaths("404.html")).toEqual(["/404.html"]);
  });
});
