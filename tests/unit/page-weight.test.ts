import { describe, expect, it } from "vitest";
import { splitInlineStyles } from "../../src/performance/page-weight";

describe("splitInlineStyles", () => {
  it("takes every <style> element out of the page, attributes and all", () => {
    const html =
      '<head><style data-href="/a.css">a{color:red}</style><title>T</title><STYLE>b{}</STYLE></head>';
    expect(splitInlineStyles(html)).toEqual({
      css: '<style data-href="/a.css">a{color:red}</style><STYLE>b{}</STYLE>',
      rest: "<head><title>T</title></head>",
    });
  });

  it("leaves a <style> that is only text in a comment, a script or an attribute", () => {
    const html =
      '<!-- <style>x{}</style> --><script>document.write("<style>y{}</style>")</script><p title="<style>z{}</style>">p</p>';
    expect(splitInlineStyles(html)).toEqual({ css: "", rest: html });
  });

  it("keeps a page without styles whole", () => {
    expect(splitInlineStyles("<p>no styles</p>")).toEqual({ css: "", rest: "<p>no styles</p>" });
  });
});
