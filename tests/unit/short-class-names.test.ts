import { describe, expect, it } from "vitest";
import { SHORT_CLASS_NAME, shortenClassNames } from "../../src/bundle/short-class-names";

const cssModules = () => ({
  loader: "/node_modules/css-loader/dist/cjs.js",
  options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } },
});

describe("shortenClassNames", () => {
  it("gives every CSS-module loader, however deeply nested, the short class names", () => {
    const nested = cssModules();
    const top = cssModules();
    const rules = [{ test: /\.css$/, oneOf: [{ use: [{ loader: "mini-css-extract" }, nested] }] }, top];
    shortenClassNames(rules);
    expect(nested.options.modules.localIdentName).toBe(SHORT_CLASS_NAME);
    expect(top.options.modules.localIdentName).toBe(SHORT_CLASS_NAME);
    expect(nested.options.modules.namedExport).toBe(true);
  });

  it("leaves plain CSS and other loaders alone", () => {
    const plain = { loader: "/node_modules/css-loader/dist/cjs.js", options: { modules: false } };
    const other = { loader: "babel-loader", options: { modules: { localIdentName: "kept" } } };
    shortenClassNames([plain, other]);
    expect(plain.options.modules).toBe(false);
    expect(other.options.modules.localIdentName).toBe("kept");
  });
});
