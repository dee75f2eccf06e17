// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdPageScripts, startPageScripts } from "../../src/performance/page-scripts";
import { inlineFunction } from "../../src/redirects/inline-script";

const SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
/** The end of a page as Gatsby writes it: its scripts slice. */
const BUILT = `<html><body><main><h1>Wipstoelen</h1></main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script> window.___webpackCompilationHash="abc";</script>${SCRIPTS}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const STARTER = `${inlineFunction(startPageScripts, ["document", "self", "PerformanceObserver", "setTimeout"])}()`;

/** A page's document as the browser's parser leaves it; inline scripts do not run here. */
const parsed = (html: string): Document => new DOMParser().parseFromString(html, "text/html");

const startedScripts = (page: Document) =>
  [...page.querySelectorAll("body > script[src]")].map((script) => script.getAttribute("src"));

/** Paint timing driven by hand: `paint()` reports a paint to the observer the page made. */
function paintTiming() {
  let report = () => {};
  class Observer {
    constructor(callback: () => void) {
      report = callback;
    }
    observe() {}
  }
  vi.stubGlobal("PerformanceObserver", Observer);
  return () => report();
}

/** This document as the built page, held scripts and all. */
function openBuiltPage() {
  document.documentElement.innerHTML = parsed(holdPageScripts(BUILT, STARTER)).documentElement.innerHTML;
  document.documentElement.removeAttribute("data-leaving");
}

/** The second that a page reporting no paint waits. */
const aSecond = () => vi.advanceTimersByTime(1000);

describe("holdPageScripts", () => {
  it("moves the page's own scripts into an inert template, with the step that starts them after it", () => {
    const html = holdPageScripts(BUILT, STARTER);
    const page = parsed(html);
    expect(page.querySelectorAll("script[src]")).toHaveLength(0);
    const held = page.getElementById("page-scripts") as HTMLTemplateElement;
    expect([...held.content.querySelectorAll("script")].map((script) => script.getAttribute("src"))).toEqual([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/app-3.js",
    ]);
    expect(held.nextElementSibling?.textContent).toBe(STARTER);
    // Gatsby's own inline data stays before them, as it was.
    expect(html.indexOf("gatsby-chunk-mapping")).toBeLessThan(html.indexOf("<template"));
  });

  it("leaves a page it changed already, and one without Gatsby's scripts, as they are", () => {
    const once = holdPageScripts(BUILT, STARTER);
    expect(holdPageScripts(once, STARTER)).toBe(once);
    const stub = `<html><head><script>location.replace("/")</script></head><body></body></html>`;
    expect(holdPageScripts(stub, STARTER)).toBe(stub);
  });
});

describe("startPageScripts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    openBuiltPage();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starts the held scripts in their order once the first paint is reported, once", () => {
    const paint = paintTiming();
    startPageScripts();
    expect(startedScripts(document)).toEqual([]);
    paint();
    expect(startedScripts(document)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(document.querySelector("body > script[src]")?.hasAttribute("async")).toBe(true);
    aSecond();
    paint();
    expect(startedScripts(document)).toHaveLength(3);
  });

  it("starts them after a second when no paint is reported, as on a hidden page", () => {
    paintTiming();
    startPageScripts();
    vi.advanceTimersByTime(999);
    expect(startedScripts(document)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(startedScripts(document)).toHaveLength(3);
  });

  it("starts them after a second where paint timing is missing", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    startPageScripts();
    aSecond();
    expect(startedScripts(document)).toHaveLength(3);
  });

  it("starts nothing on a page that is being left", () => {
    const paint = paintTiming();
    document.documentElement.setAttribute("data-leaving", "");
    startPageScripts();
    paint();
    aSecond();
    expect(startedScripts(document)).toEqual([]);
  });
});
