import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCRIPT_LOADER_ID, withoutCdata } from "../../../src/page-start/scripts-slice";

const gatsbyFile = (file: string) =>
  readFileSync(
    path.join(path.dirname(createRequire(import.meta.url).resolve("gatsby/package.json")), file),
    "utf8",
  );

describe("the page's path script without CDATA markers", () => {
  it("Gatsby still writes it with them, under its id", () => {
    const entry = gatsbyFile("cache-dir/static-entry.js");
    expect(entry).toContain("const windowPageData = `/*<![CDATA[*/window.pagePath=");
    expect(entry).toContain("/*]]>*/`");
    expect(entry).toContain(`id={\`${SCRIPT_LOADER_ID}\`}`);
  });

  it("runs the same without them", () => {
    const script = '/*<![CDATA[*/window.pagePath="/products/a/";window.___webpackCompilationHash="x";/*]]>*/';
    expect(withoutCdata(script)).toBe('window.pagePath="/products/a/";window.___webpackCompilationHash="x";');
  });
});
