import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emptyChunkMapping, SCRIPTS_SLICE } from "../../src/bundle/empty-chunk-mapping";
import { SCRIPT_LOADER_ID, withoutCdata } from "../../src/performance/script-loader-text";

const gatsbyFile = (file: string) =>
  readFileSync(
    path.join(path.dirname(createRequire(import.meta.url).resolve("gatsby/package.json")), file),
    "utf8",
  );

describe("the empty chunk mapping leans on Gatsby as installed", () => {
  it("Gatsby writes its mapping into the scripts slice as a JSON string", () => {
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js");
    expect(extractor).toContain("window.___chunkMapping=${JSON.stringify(newChunkMapJson)}");
    expect(extractor).toContain('id="gatsby-chunk-mapping"');
    expect(extractor).toContain(`\`${path.basename(SCRIPTS_SLICE)}\``);
    expect(extractor).toContain("compiler.hooks.done.tapAsync");
    expect(extractor).toContain('`<script>window.___webpackCompilationHash="${stats.hash}";</script>`');
  });

  it("its loader reads the mapping only by a chunk's name, with an empty list for none", () => {
    const loader = gatsbyFile("cache-dir/loader.js");
    expect(loader.match(/___chunkMapping/g)).toHaveLength(1);
    expect(loader).toContain("(window.___chunkMapping[componentChunkName] || [])");
  });

  it("an empty object answers every lookup as the string did", () => {
    const mapping = JSON.stringify({
      app: ["/app-1.js"],
      "component---src-templates-home-tsx": ["/home-2.js"],
    });
    const slice = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(mapping)};
          </script>
        <script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>`;
    const rewritten = emptyChunkMapping(slice);
    const lookUp = (html: string) => {
      const window: { ___chunkMapping?: Record<string, string[]> } = {};
      for (const [, script] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
        new Function("window", script ?? "")(window);
      return ["app", "component---src-templates-home-tsx", "missing"].map(
        (name) => window.___chunkMapping?.[name] || [],
      );
    };
    expect(lookUp(rewritten)).toEqual(lookUp(slice));
    expect(lookUp(rewritten)).toEqual([[], [], []]);
    expect(rewritten).not.toContain("app-1.js\\");
    expect(rewritten).toContain('window.___webpackCompilationHash="abc";</script>');
    expect(rewritten.startsWith("<script>window.___chunkMapping={};")).toBe(true);
    expect(rewritten.length).toBeLessThan(slice.length - mapping.length);
  });
});

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
