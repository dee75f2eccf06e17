// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { holdPageScripts, startPageScripts } from "../../src/performance/page-scripts";
import { inlineFunction } from "../../src/redirects/inline-script";

const SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
/** The end of a page as Gatsby writes it: its scripts slice. */
const BUILT = `<html><body><main><h1>Wipstoelen</h1></main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script> window.___webpackCompilationHash="abc";</script>${SCRIPTS}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const STARTER = `${inlineFunction(startPageScripts, ["document", "window"])}()`;

/** A page's document as the browser's parser leaves it; inline scripts do not run here. */
const parsed = (html: string): Document => new DOMParser().parseFromString(html, "text/html");

const startedScripts = (page: Document) =>
  [...page.querySelectorAll("body > script[src]")].map((script) => script.getAttribute("src"));

/** A browser driven by hand: paint entries it reports, and its one timer. */
function browser(types: string[] = ["paint"]) {
  let report: (names: string[]) => void = () => {};
  let timer: () => void = () => {};
  let observing = false;
  class Observer {
    static supportedEntryTypes = types;
    constructor(
      callback: (list: Pick<PerformanceObserverEntryList, "getEntriesByName">, observer: Observer) => void,
    ) {
      report = (names) => {
        if (observing)
          callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) as never }, this);
      };
    }
    observe() {
      observing = true;
    }
    disconnect() {
      observing = false;
    }
  }
  return {
    timers: { setTimeout: (callback: () => void) => (timer = callback) } as unknown as Window,
    Observer: Observer as unknown as typeof PerformanceObserver,
    paint: (...names: string[]) => report(names),
    timeout: () => timer(),
  };
}

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
  it("starts the held scripts in their order once the first contentful paint is reported, once", () => {
    const page = parsed(holdPageScripts(BUILT, STARTER));
    const { timers, Observer, paint, timeout } = browser();
    startPageScripts(page, timers, Observer);
    expect(startedScripts(page)).toEqual([]);
    paint("first-paint");
    expect(startedScripts(page)).toEqual([]);
    paint("first-contentful-paint");
    expect(startedScripts(page)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(page.querySelector("body > script[src]")).toHaveProperty("async", true);
    timeout();
    paint("first-contentful-paint");
    expect(startedScripts(page)).toHaveLength(3);
  });

  it("starts them after a second when no paint is reported", () => {
    const page = parsed(holdPageScripts(BUILT, STARTER));
    const { timers, Observer, timeout } = browser();
    startPageScripts(page, timers, Observer);
    expect(startedScripts(page)).toEqual([]);
    timeout();
    expect(startedScripts(page)).toHaveLength(3);
  });

  it("starts nothing on a page that is being left", () => {
    const page = parsed(holdPageScripts(BUILT, STARTER));
    page.documentElement.setAttribute("data-leaving", "");
    const { timers, Observer, paint, timeout } = browser();
    startPageScripts(page, timers, Observer);
    paint("first-contentful-paint");
    timeout();
    expect(startedScripts(page)).toEqual([]);
  });

  it("starts them at once on a hidden page, which paints nothing, and where paint timing is missing", () => {
    const hidden = parsed(holdPageScripts(BUILT, STARTER));
    Object.defineProperty(hidden, "visibilityState", { value: "hidden" });
    startPageScripts(hidden, browser().timers, browser().Observer);
    expect(startedScripts(hidden)).toHaveLength(3);
    const older = parsed(holdPageScripts(BUILT, STARTER));
    startPageScripts(older, browser().timers, browser([]).Observer);
    expect(startedScripts(older)).toHaveLength(3);
    const oldest = parsed(holdPageScripts(BUILT, STARTER));
    startPageScripts(oldest, browser().timers, undefined);
    expect(startedScripts(oldest)).toHaveLength(3);
  });
});
