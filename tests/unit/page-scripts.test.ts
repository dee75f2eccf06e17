// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HELD_SCRIPTS_ID, startPageScripts } from "../../src/performance/page-scripts";

const SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';
/** The body of a built page: its content, then Gatsby's scripts held in their template. */
const BODY = `<main><h1>Wipstoelen</h1></main><template id="${HELD_SCRIPTS_ID}">${SCRIPTS}</template>`;

const startedScripts = () =>
  [...document.querySelectorAll("body > script[src]")].map((script) => script.getAttribute("src"));

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

/** Starts the page's step; gives what tells it that the document has been read. */
function startStep(): () => void {
  const listen = vi.spyOn(window, "addEventListener");
  startPageScripts();
  const [event, listener] = listen.mock.calls[0] ?? [];
  listen.mockRestore();
  expect(event).toBe("DOMContentLoaded");
  return () => (listener as () => void)();
}

describe("startPageScripts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = BODY;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starts the held scripts in their order once the page is read and its first paint reported, once", () => {
    const paint = paintTiming();
    const read = startStep();
    paint();
    expect(startedScripts()).toEqual([]);
    read();
    expect(startedScripts()).toEqual([]);
    paint();
    expect(startedScripts()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(document.querySelector("body > script[src]")?.hasAttribute("async")).toBe(true);
    vi.advanceTimersByTime(1000);
    paint();
    expect(startedScripts()).toHaveLength(3);
  });

  it("starts them a second after the page is read when no paint is reported, as on a hidden page", () => {
    paintTiming();
    const read = startStep();
    read();
    vi.advanceTimersByTime(999);
    expect(startedScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(startedScripts()).toHaveLength(3);
  });

  it("starts them a second after the page is read where paint timing is missing", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const read = startStep();
    read();
    vi.advanceTimersByTime(1000);
    expect(startedScripts()).toHaveLength(3);
  });
});
