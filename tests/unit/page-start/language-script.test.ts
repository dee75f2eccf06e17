import vm from "node:vm";
import { describe, expect, it } from "vitest";
import type { TrailingSlash } from "../../../src/i18n/language-path";
import { HELD_SCRIPTS_ID } from "../../../src/page-start/start-page";
import { languageScript } from "../../../src/page-start/inline-head-scripts";

const settings = { languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" };

interface Browser {
  /** The address opened, with search and hash. */
  url: string;
  languages?: readonly string[];
  /** What the storage holds under the language key, or a storage that throws (private browsing). */
  stored?: string | "refused";
}

/**
 * Runs the step as the page carries it, in a window with nothing but what it reads: where the browser
 * was sent, and whether the scripts held in the page ran once the document was read (in a browser
 * without paint timing, whose second passes at once).
 */
function openPage({ url, languages = [], stored }: Browser, script = languageScript(settings)) {
  const { pathname, search, hash } = new URL(url, "https://nl.babyshop.example");
  const replaced: string[] = [];
  const onReady: (() => void)[] = [];
  const appended: unknown[] = [];
  const held = { content: "the page's scripts" };
  const window = {
    location: { pathname, search, hash, replace: (target: string) => replaced.push(target) },
    navigator: { languages, language: languages[0] },
    localStorage: {
      getItem: (key: string) => {
        if (stored === "refused") throw new Error("SecurityError");
        return key === "gatsby-i18next-language" ? (stored ?? null) : null;
      },
    },
    addEventListener: (event: string, listener: () => void) => {
      if (event === "DOMContentLoaded") onReady.push(listener);
    },
    self: {},
    setTimeout: (callback: () => void) => callback(),
    document: {
      getElementById: (id: string) => (id === HELD_SCRIPTS_ID ? held : null),
      importNode: (node: unknown) => node,
      body: { append: (node: unknown) => appended.push(node) },
    },
  };
  vm.runInNewContext(script, window);
  for (const listener of onReady) listener();
  return { replaced, scriptsRan: appended.includes(held.content) };
}

const stays = { replaced: [], scriptsRan: true };
const leavesFor = (target: string) => ({ replaced: [target], scriptsRan: false });

describe("the language step of unprefixed pages", () => {
  it("sends an English browser to the English page before the page's scripts run, keeping search and hash", () => {
    expect(openPage({ url: "/?colour=black#reviews", languages: ["en-US", "en"] })).toEqual(
      leavesFor("/en-US/?colour=black#reviews"),
    );
    expect(openPage({ url: "/categories/baby-carriers/", languages: ["en-GB"] })).toEqual(
      leavesFor("/en-US/categories/baby-carriers/"),
    );
  });

  it("lets a Dutch browser stay and then runs the page's scripts", () => {
    expect(openPage({ url: "/categories/baby-carriers/", languages: ["nl-NL", "en-US"] })).toEqual(stays);
    expect(openPage({ url: "/", languages: ["fr-FR"] })).toEqual(stays);
  });

  it("follows the stored language over the browser's", () => {
    expect(openPage({ url: "/", languages: ["en-US"], stored: "nl-NL" })).toEqual(stays);
    expect(openPage({ url: "/cart/", languages: ["nl-NL"], stored: "en-US" })).toEqual(
      leavesFor("/en-US/cart/"),
    );
  });

  it("falls back to the page language for a stored language the site does not have", () => {
    expect(openPage({ url: "/", languages: ["en-US"], stored: "xx-XX" })).toEqual(stays);
  });

  it("reads the browser's languages where storage throws", () => {
    expect(openPage({ url: "/", languages: ["en-US"], stored: "refused" })).toEqual(leavesFor("/en-US/"));
    expect(openPage({ url: "/", languages: ["nl"], stored: "refused" })).toEqual(stays);
  });

  it("leaves prefixed pages and campaign links alone", () => {
    expect(openPage({ url: "/en-US/cart/", languages: ["nl-NL"], stored: "nl-NL" })).toEqual(stays);
    expect(openPage({ url: "/Redirects/QR-Kitchen-1", languages: ["en-US"] })).toEqual(stays);
  });

  it("follows the site's trailing-slash setting", () => {
    const step = (trailingSlash: TrailingSlash) =>
      languageScript(settings).replace(/"always"\)$/, `"${trailingSlash}")`);
    expect(openPage({ url: "/cart/?a=1#x", stored: "en-US" }, step("never"))).toEqual(
      leavesFor("/en-US/cart?a=1#x"),
    );
    expect(openPage({ url: "/cart/?a=1#x", stored: "en-US" }, step("always"))).toEqual(
      leavesFor("/en-US/cart/?a=1#x"),
    );
  });
});
