import { createRequire } from "node:module";
import vm from "node:vm";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { inlineFunction } from "../../../src/page-start/inline-function";
import { indexRules, rulesFor } from "../../../src/redirects/resolve";
import { stubHtml, stubInputFor, stubScript } from "../../../src/redirects/stub";
import { earlySearchScript } from "../../../src/search/early-search";
import { searchSettings } from "../../../src/search/search-settings";
import {
  earlySearchFunctions,
  languageScript,
  notFoundScripts,
  startPageScript,
} from "../../../src/page-start/inline-head-scripts";
import { SHOW_MISSING_ORDER_STEP } from "../../../src/checkout/confirmation-link";
import { loadCampaignLinks } from "../../../src/build/load-campaign-links";
import { FIXTURE_ROOT } from "../support/fixture-content";

/** The part of jsdom used here; the package comes without types. */
interface Jsdom {
  JSDOM: new (html: string, options: object) => { window: { close(): void } };
  VirtualConsole: new () => { on(event: "jsdomError", listener: (error: Error) => void): void };
}
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)("jsdom") as Jsdom;

const BROWSER = [
  "location",
  "document",
  "navigator",
  "localStorage",
  "sessionStorage",
  "addEventListener",
  "Intl",
  "URL",
  "URLSearchParams",
  "self",
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "fetch",
  "history",
  "AbortController",
  "window",
  // Read as `self.PerformanceObserver` first: a browser without it starts the page's scripts anyway.
  "PerformanceObserver",
];
const NAVIGATES = "Not implemented: navigation to another Document";

/** A function from its source text, as a compiler might have left it. */
const compiled = (source: string) => vm.runInNewContext(`(${source})`) as () => void;

const HOME = "/";
function readsItsModule(): void {
  location.replace(HOME);
}

/** What a browser that reads ES2015 and has only its own globals would object to in `script`. */
const browserObjections = (script: string): string[] =>
  new Linter()
    .verify(script, {
      languageOptions: {
        ecmaVersion: 2015,
        sourceType: "script",
        globals: Object.fromEntries(BROWSER.map((name) => [name, "readonly" as const])),
      },
      rules: { "no-undef": "error" },
    })
    .map((problem) => problem.message);

/** Loads `html` at `url` in a fresh jsdom window; gives what went wrong there. */
const errorsInWindow = (html: string, url: string): string[] => {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("jsdomError", (error) => errors.push(error.message));
  new JSDOM(html, { url, runScripts: "dangerously", virtualConsole }).window.close();
  return errors;
};

describe("inlineFunction", () => {
  it("writes the function as a minified expression for the page to call", () => {
    const script = inlineFunction(
      function greet(name: string) {
        document.title = `Hello, ${name}`;
      },
      ["document"],
    );
    expect(script).toBe("(function(t){document.title=`Hello, ${t}`})");
  });

  it("gives the same bytes every time, whether the function was minified before or not", () => {
    const script = stubScript();
    expect(inlineFunction(compiled(script), [...BROWSER, "String", "parseInt", "decodeURIComponent"])).toBe(
      script,
    );
  });

  it("refuses a function that uses its module or a compiler's helper, which the page lacks", () => {
    expect(() => inlineFunction(readsItsModule, ["location"])).toThrow(
      "The inline script readsItsModule uses HOME, which the browser lacks",
    );
    const withHelper = compiled(`function spread() { location.assign(__spreadValues({}, location).href); }`);
    expect(() => inlineFunction(withHelper, ["location"])).toThrow("uses __spreadValues");
    expect(() => inlineFunction(withHelper, [])).toThrow("uses __spreadValues, location");
  });

  it("takes a function as tsx leaves it, its inner names kept by esbuild's helper, and writes it without", () => {
    const keptNames = compiled(
      `function named() { const go = __name(() => location.replace("/"), "go"); go(); }`,
    );
    const plain = compiled(`function named() { const go = () => location.replace("/"); go(); }`);
    expect(inlineFunction(keptNames, ["location"])).toBe(inlineFunction(plain, ["location"]));
    expect(() => inlineFunction(keptNames, [])).toThrow("uses location,");
  });
});

describe("the inline scripts the pages carry", () => {
  it.each([
    ["the stub's", stubScript()],
    ["the 404 page's canonical spelling", notFoundScripts()[0]!],
    ["the 404 page's router-safe path", notFoundScripts()[1]!],
    ["the language script's", languageScript({ languages: ["nl-NL", "en-US"], defaultLanguage: "nl-NL" })],
    ["the start page script's", startPageScript()],
    ["the order confirmation's step", SHOW_MISSING_ORDER_STEP],
    [
      "the search page's early search",
      earlySearchScript(
        earlySearchFunctions(),
        searchSettings({ localServiceUrl: "http://localhost:9300/" }, "nl", "nl-NL"),
      ),
    ],
  ])("%s is ES2015 and uses nothing but the browser", (_, script) => {
    expect(browserObjections(script)).toEqual([]);
  });

  it("the stub's runs in a clean window and sends the visitor on", () => {
    const rules = rulesFor(indexRules(loadCampaignLinks(FIXTURE_ROOT).redirects.rules), "qr-kitchen-1") ?? [];
    const html = stubHtml(stubInputFor(rules));
    for (const search of ["", "?country=de", "?country=zz&ref=poster"])
      expect(errorsInWindow(html, `https://www.babyshop.example/redirects/qr-kitchen-1/${search}`)).toEqual([
        NAVIGATES,
      ]);
  });

  it("the 404 page's canonical spelling runs in a clean window, moving only links in other spellings", () => {
    const page = `<!doctype html><script>${notFoundScripts()[0]}</script>`;
    expect(errorsInWindow(page, "https://www.babyshop.example/Redirects/QR-Kitchen-1")).toEqual([NAVIGATES]);
    expect(errorsInWindow(page, "https://www.babyshop.example/redirects/no-such-link/")).toEqual([]);
    expect(errorsInWindow(page, "https://www.babyshop.example/Products/Cradle")).toEqual([]);
  });
});
