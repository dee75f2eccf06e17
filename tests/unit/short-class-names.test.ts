import { describe, expect, it } from "vitest";
import { shortClassName, shortenClassNames } from "../../src/bundle/short-class-names";

const cssModules = () => ({
  loader: "/node_modules/css-loader/dist/cjs.js",
  options: {
    modules: {
      namedExport: true,
      localIdentName: "[name]--[local]--[hash:hex:5]",
      getLocalIdent: undefined as unknown,
    },
  },
});

const context = { rootContext: "/site", resourcePath: "/site/src/components/layout/layout.module.css" };
type GetLocalIdent = (loaderContext: typeof context, name: string, local: string) => string;

describe("shortenClassNames", () => {
  it("gives every CSS-module loader, however deeply nested, the short class names", () => {
    const nested = cssModules();
    const top = cssModules();
    const rules = [{ test: /\.css$/, oneOf: [{ use: [{ loader: "mini-css-extract" }, nested] }] }, top];
    shortenClassNames(rules);
    for (const loader of [nested, top]) {
      const name = (loader.options.modules.getLocalIdent as GetLocalIdent)(context, "", "header");
      expect(name).toBe(shortClassName("src/components/layout/layout.module.css", "header"));
    }
    expect(nested.options.modules.namedExport).toBe(true);
  });

  it("leaves plain CSS and other loaders alone", () => {
    const plain = { loader: "/node_modules/css-loader/dist/cjs.js", options: { modules: false } };
    const other = { loader: "babel-loader", options: { modules: { localIdentName: "kept" } } };
    shortenClassNames([plain, other]);
    expect(plain.options.modules).toBe(false);
    expect(other.options.modules).toEqual({ localIdentName: "kept" });
  });
});

describe("shortClassName", () => {
  it("names a class by its stylesheet and its name, in four characters a stylesheet needs no escape for", () => {
    const names = new Set<string>();
    for (let index = 0; index < 300; index += 1) {
      const name = shortClassName(`src/components/part-${index}.module.css`, "root");
      expect(name).toMatch(/^(_[-\w]{4}|[A-Za-z_][-\w]{3}|-[A-Za-z_][-\w]{2})$/);
      names.add(name);
    }
    expect(names.size).toBe(300);
    expect(shortClassName("src/a.module.css", "title")).toBe(shortClassName("src/a.module.css", "title"));
    expect(shortClassName("src/a.module.css", "title")).not.toBe(shortClassName("src/b.module.css", "title"));
  });

  it("stops the build when two classes would share a name", () => {
    const nameMany = () => {
      for (let index = 0; index < 200_000; index += 1) shortClassName(`src/clash/${index}.module.css`, "x");
    };
    expect(nameMany).toThrow(
      /^The classes src\/clash\/\d+\.module\.css:x and src\/clash\/\d+\.module\.css:x would both be named [-\w]+: rename one of them\.$/,
    );
  });
});
