import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GATSBY_SCRIPTS_SLICE_ID } from "../../../src/page-start/scripts-slice";

/**
 * What runs before a page's first paint (see src/page-start/README.md) leans on Gatsby and React as
 * installed. These read the installed libraries and fail, naming the piece, when that changes: after an
 * upgrade, read the piece again.
 */

const ROOT = path.resolve(__dirname, "../../..");
const read = (name: string, file: string) =>
  readFileSync(path.join(ROOT, "node_modules", name, file), "utf8");
const versionOf = (name: string) => (JSON.parse(read(name, "package.json")) as { version: string }).version;
const staticEntry = () => read("gatsby", "cache-dir/static-entry.js");

describe("Gatsby 5, whose scripts slice the held scripts wait in", () => {
  it("renders a page's scripts as the slice of the id gatsby-ssr.tsx wraps in the held-scripts template", () => {
    expect(staticEntry()).toContain(
      `createElement(ServerSliceRenderer, {\n          sliceId: \`${GATSBY_SCRIPTS_SLICE_ID}\`,`,
    );
    // Slices are on in every Gatsby 5 build, so the slice (not the scripts themselves) is what pages carry.
    expect(read("gatsby", "dist/bootstrap/load-config/index.js")).toContain(
      "process.env.GATSBY_SLICES = `true`;",
    );
  });

  it("writes into that slice the build's hash and the app's scripts, async, which start-page.ts starts", () => {
    const extractor = read("gatsby", "dist/utils/gatsby-webpack-stats-extractor.js");
    expect(extractor).toContain(`\`${GATSBY_SCRIPTS_SLICE_ID}-1.html\``);
    expect(extractor).toContain('`<script src="${this.publicPath}/${asset}" async></script>`');
    expect(extractor).toContain('`<script>window.___webpackCompilationHash="${stats.hash}";</script>`');
  });
});

describe("Gatsby 5's head hooks, through which gatsby-ssr.tsx writes the inline head scripts", () => {
  it("gives onRenderBody the setters of the head and the start of the body", () => {
    const entry = staticEntry();
    const renderBody = entry.slice(entry.indexOf("apiRunner(`onRenderBody`"));
    expect(renderBody).toMatch(
      /^apiRunner\(`onRenderBody`, \{\s+setHeadComponents,[\s\S]{0,80}setPreBodyComponents,/,
    );
  });

  it("gives onPreRenderHTML, after onRenderBody, the head and the end of the body to replace", () => {
    const entry = staticEntry();
    const preRender = entry.slice(entry.indexOf("apiRunner(`onPreRenderHTML`"));
    expect(entry.indexOf("apiRunner(`onPreRenderHTML`")).toBeGreaterThan(
      entry.indexOf("apiRunner(`onRenderBody`"),
    );
    for (const hook of [
      "getHeadComponents,",
      "replaceHeadComponents,",
      "getPostBodyComponents,",
      "replacePostBodyComponents,",
    ])
      expect(preRender.slice(0, 400)).toContain(hook);
  });

  it("puts its generator tag among the head's components by name, which gatsby-ssr.tsx leaves out", () => {
    expect(staticEntry()).toMatch(/name="generator"\s+content=\{`Gatsby \$\{gatsbyVersion\}`\}/);
  });
});

describe("Gatsby 5's browser start, which hydrate-in-transition.tsx replaces", () => {
  const app = () => read("gatsby", "cache-dir/production-app.js");

  it("renders the app into #___gatsby with the function replaceHydrateFunction gives", () => {
    expect(app()).toContain("apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0] ||");
    expect(app()).toContain("renderer(<App />, rootElement)");
    expect(app()).toContain("document.getElementById(`___gatsby`)");
  });

  it("wraps the page in the focus wrapper, empty when the server rendered nothing", () => {
    expect(app()).toContain("const focusEl = document.getElementById(`gatsby-focus-wrapper`)");
    expect(app()).toContain("if (focusEl && focusEl.children.length) {");
  });
});

describe("React 18.3.1, on which the held taps and the later parts rely", () => {
  const production = () => read("react-dom", "cjs/react-dom.production.min.js");

  it("is the version read", () => {
    expect(versionOf("react-dom")).toBe("18.3.1");
    expect(versionOf("react")).toBe("18.3.1");
  });

  it("puts a hydrated element's props under a __reactProps key, by which start-page.ts tells it is hydrated", () => {
    expect(production()).toContain('="__reactProps$"+');
  });

  it("throws error 421 when a later part updates before its code arrived, which hydrateLater answers", () => {
    expect(production()).toContain("p(421)");
    expect(read("react-dom", "cjs/react-dom.development.js")).toContain(
      "This Suspense boundary received an update before it finished ",
    );
  });
});
