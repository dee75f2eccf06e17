import { describe, expect, it } from "vitest";
import { importsOf, toReactI18nextParts } from "../../src/bundle/module-replacements";

const request = (name: string, issuer?: string) => ({ request: name, contextInfo: { issuer } });

describe("importsOf", () => {
  const toStandIn = importsOf("gatsby-plugin-react-i18next", "/site/src/bundle/gatsby-navigation.ts");

  it("sends the package's own imports to the stand-in", () => {
    const module = request("gatsby", "/site/node_modules/gatsby-plugin-react-i18next/dist/useI18next.js");
    toStandIn(module);
    expect(module.request).toBe("/site/src/bundle/gatsby-navigation.ts");
  });

  it("recognises the package in Windows paths", () => {
    const module = request(
      "gatsby",
      "C:\\site\\node_modules\\gatsby-plugin-react-i18next\\dist\\useI18next.js",
    );
    toStandIn(module);
    expect(module.request).toBe("/site/src/bundle/gatsby-navigation.ts");
  });

  it("leaves every other importer alone: the site, the stand-in itself, a package of a longer name", () => {
    for (const issuer of [
      "/site/src/templates/product.tsx",
      "/site/src/bundle/gatsby-navigation.ts",
      "/site/node_modules/gatsby-plugin-react-i18next-extra/index.js",
      undefined,
    ]) {
      const module = request("gatsby", issuer);
      toStandIn(module);
      expect(module.request).toBe("gatsby");
    }
  });
});

describe("toReactI18nextParts", () => {
  const parts = "/site/src/bundle/react-i18next-parts.ts";

  it("sends every import to the parts module, but for that module's own", () => {
    const fromPlugin = request(
      "react-i18next",
      "/site/node_modules/gatsby-plugin-react-i18next/dist/index.js",
    );
    const fromParts = request("react-i18next", parts);
    toReactI18nextParts(parts)(fromPlugin);
    toReactI18nextParts(parts)(fromParts);
    expect(fromPlugin.request).toBe(parts);
    expect(fromParts.request).toBe("react-i18next");
  });
});
