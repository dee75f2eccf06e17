import { describe, expect, it } from "vitest";
import { nginxInclude } from "../../../src/security/nginx";
import { readHeadersText } from "./headers-text";

const RULES = await readHeadersText(`
/*
  cache-control: public, max-age=0, must-revalidate
  content-security-policy: script-src 'self' 'sha256-404'
/static/*
  cache-control: public, max-age=31536000, immutable
/app-1.js
  cache-control: public, max-age=31536000, immutable
/products/pram/
  content-security-policy: script-src 'self' 'sha256-pram'
`);

/** An nginx location block as the include writes it. */
const block = (match: string, ...lines: string[]) =>
  [`location ${match} {`, ...lines.map((line) => `    ${line}`), "}"].join("\n");

const REVALIDATE = `add_header cache-control "public, max-age=0, must-revalidate" always;`;
const IMMUTABLE = `add_header cache-control "public, max-age=31536000, immutable" always;`;
const scripts = (hash: string) =>
  `add_header content-security-policy "script-src 'self' 'sha256-${hash}'" always;`;

describe("nginxInclude", () => {
  const include = nginxInclude(RULES);

  it("sends unknown paths the 404 page", () => {
    expect(include).toContain("error_page 404 /404.html;\n");
  });

  // nginx takes add_header from one location only, so each repeats every header its paths get.
  it.each([
    [
      "sends directories asked for without a slash to the slash, under /",
      block(
        "/",
        REVALIDATE,
        scripts("404"),
        "if (-d $request_filename) { return 301 $uri/$is_args$args; }",
        "try_files $uri =404;",
      ),
    ],
    ["repeats the site-wide headers a prefix location gets", block("^~ /static/", IMMUTABLE, scripts("404"))],
    [
      "repeats the site-wide headers a page's own location gets",
      block("= /products/pram/", REVALIDATE, scripts("pram"), "try_files /products/pram/index.html =404;"),
    ],
  ])("%s", (_, location) => {
    expect(include).toContain(location);
  });

  it("repeats the site-wide headers a file's own location gets", () => {
    expect(include).toMatch(/location = \/app-1\.js \{\n.*immutable" always;\n.*'sha256-404'" always;\n\}/);
  });

  it("answers unknown paths under a language's prefix with that language's 404 page, status 404", () => {
    const english = nginxInclude(RULES, [{ fromPath: "/en-US/*", toPath: "/en-US/404/" }]);
    expect(english).toContain(block("^~ /en-US/", REVALIDATE, scripts("404"), "error_page 404 /en-US/404/;"));
    expect(english).toContain("error_page 404 /404.html;\n");
  });

  it("refuses what it cannot write faithfully", async () => {
    const starInside = await readHeadersText("/a/*.js\n  x: y\n");
    expect(() => nginxInclude(starInside)).toThrow("no location for the path /a/*.js");
    const variable = await readHeadersText("/*\n  x: $host\n");
    expect(() => nginxInclude(variable)).toThrow('cannot hold "$"');
  });

  it("escapes quotes in values", async () => {
    expect(nginxInclude(await readHeadersText('/*\n  x: say "hi"\n'))).toContain(
      `add_header x "say \\"hi\\"" always;`,
    );
  });
});
