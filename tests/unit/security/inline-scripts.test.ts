import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineScripts, scriptHash } from "../../../src/security/inline-scripts";

describe("inlineScripts", () => {
  it("finds every inline script that runs, in document order", () => {
    const html = `<html><head>
      <script>first()</script>
      <SCRIPT id="loader" TYPE='text/javascript'>second()</SCRIPT>
      <script type="module">third()</script>
      <script type=application/ecmascript>fourth()</script>
    </head></html>`;
    expect(inlineScripts(html)).toEqual(["first()", "second()", "third()", "fourth()"]);
  });

  it("counts a script the consent banner holds back, which runs with the same text once accepted", () => {
    const html = `<script type="text/plain" data-category="statistics">tagManager()</script>`;
    expect(inlineScripts(html)).toEqual(["tagManager()"]);
  });

  it("leaves out data blocks, inert text, external scripts and empty ones", () => {
    const html = `
      <script type="application/ld+json">{"@type":"Product"}</script>
      <script type="text/plain">notes</script>
      <script src="/app.js" async></script>
      <script src="/app.js">ignored()</script>
      <script></script>`;
    expect(inlineScripts(html)).toEqual([]);
  });

  it("keeps a script's text exactly, whitespace and markup-like text included", () => {
    const text = `\n  window.___chunkMapping="{\\"app\\":[]}";\n  if (a < b && c > d) go("<p>");\n`;
    expect(inlineScripts(`<script id="gatsby-chunk-mapping">${text}</script >`)).toEqual([text]);
  });

  it("takes no markup in comments or attribute values for a script", () => {
    const html = `<!-- <script>old()</script> --><img alt="<script>fake()</script>"><script>live()</script>`;
    expect(inlineScripts(html)).toEqual(["live()"]);
  });

  it("reads attributes as the browser does: a quoted > is no end, and of a repeated name the first counts", () => {
    expect(inlineScripts(`<script data-note="a > b">live()</script>`)).toEqual(["live()"]);
    expect(inlineScripts(`<script type="application/ld+json" type="module">{"a":1}</script>`)).toEqual([]);
  });

  it("finds no script in the text of a textarea or a title", () => {
    expect(
      inlineScripts(`<textarea><script>typed()</script></textarea><title><script>t()</script></title>`),
    ).toEqual([]);
  });

  it("ends a script at an end tag with attributes, and leaves out one the document ends inside", () => {
    expect(inlineScripts(`<script>live()</script foo="bar"><script>cut(`)).toEqual(["live()"]);
  });
});

describe("scriptHash", () => {
  it("is the CSP source of the base64 SHA-256 of the text", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("hashes line ends as the browser reads them: CRLF and CR as LF", () => {
    const lf = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";
    expect(scriptHash("a\r\nb")).toBe(lf);
    expect(scriptHash("a\rb")).toBe(lf);
  });
});

describe("inlineScriptHashes", () => {
  it("lists each distinct script once", () => {
    expect(inlineScriptHashes("<script>alert(1)</script><p>x</p><script>alert(1)</script>")).toEqual([
      scriptHash("alert(1)"),
    ]);
  });
});
