// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HELD_SCRIPTS_ID, PAGE_STARTED_ATTRIBUTE, startPage } from "../../../src/page-start/start-page";

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
  startPage();
  const [event, listener] = listen.mock.calls[0] ?? [];
  listen.mockRestore();
  expect(event).toBe("DOMContentLoaded");
  return () => (listener as () => void)();
}

describe("startPage", () => {
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

describe("startPage's taps before the code", () => {
  /** What React would do with clicks: counted at the document, after the page's own listener. */
  let reactClicks: string[];
  const countClicks = (event: Event) => reactClicks.push((event.target as Element).id);
  /** React hydrates an element: its props appear on it. */
  const hydrateOnly = (element: Element) => Object.assign(element, { __reactProps$abc: {} });
  /** The first render's effects have run: the page shows what the address and the kept cart say. */
  const startPageCode = () => document.getElementById("___gatsby")?.setAttribute(PAGE_STARTED_ATTRIBUTE, "");
  const hydrate = (element: Element) => {
    hydrateOnly(element);
    startPageCode();
  };
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

  beforeEach(() => {
    vi.useFakeTimers();
    reactClicks = [];
    // React's page, and after it a banner built without React, as the consent banner is.
    document.body.innerHTML =
      '<div id="___gatsby"><button id="add" type="button">Add</button><label><input id="black" type="checkbox"> Black</label><a id="home" href="#home">Home</a></div>' +
      '<div role="dialog"><button id="necessary-only" type="button">Necessary only</button></div>';
    document.addEventListener("click", countClicks);
    startPage();
  });
  afterEach(() => {
    document.removeEventListener("click", countClicks);
    vi.useRealTimers();
  });

  it("holds a tap on a button React has not hydrated, marked busy, and runs it once when it has", () => {
    const add = byId("add");
    add.click();
    add.click();
    expect(reactClicks).toEqual([]);
    expect(add.ariaBusy).toBe("true");
    vi.advanceTimersByTime(500);
    expect(reactClicks).toEqual([]);
    hydrate(add);
    vi.advanceTimersByTime(50);
    expect(reactClicks).toEqual(["add"]);
    expect(add.ariaBusy).toBeNull();
    vi.advanceTimersByTime(500);
    expect(reactClicks).toEqual(["add"]);
  });

  it("holds a tap on a hydrated button until the page has started, as it would act on the built page", () => {
    const add = byId("add");
    hydrateOnly(add);
    add.click();
    vi.advanceTimersByTime(500);
    expect(reactClicks).toEqual([]);
    expect(add.ariaBusy).toBe("true");
    startPageCode();
    vi.advanceTimersByTime(50);
    expect(reactClicks).toEqual(["add"]);
  });

  it("leaves a checkbox to the browser, which ticks it at once (React is told as it starts)", () => {
    const black = byId<HTMLInputElement>("black");
    black.click();
    expect(black.checked).toBe(true);
    expect(black.ariaBusy).toBeNull();
  });

  it("lets taps on hydrated controls and on links through at once", () => {
    const add = byId("add");
    hydrate(add);
    add.click();
    byId("home").click();
    expect(reactClicks).toEqual(["add", "home"]);
    expect(add.ariaBusy).toBeNull();
  });

  it("takes no second tap on a button hydrated before its held tap has run", () => {
    const add = byId("add");
    add.click();
    hydrate(add);
    add.click();
    expect(reactClicks).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(reactClicks).toEqual(["add"]);
    add.click();
    expect(reactClicks).toEqual(["add", "add"]);
  });

  it("never holds a tap outside React's page, which no hydration would release", () => {
    byId("necessary-only").click();
    expect(reactClicks).toEqual(["necessary-only"]);
    expect(byId("necessary-only").ariaBusy).toBeNull();
  });

  it("forgets a tap whose control React replaced", () => {
    const add = byId("add");
    add.click();
    add.remove();
    vi.advanceTimersByTime(100);
    hydrate(add);
    vi.advanceTimersByTime(100);
    expect(reactClicks).toEqual([]);
  });
});
