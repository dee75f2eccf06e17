// @vitest-environment jsdom
import React, { useRef } from "react";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openInFrame, useAnchorsSet, useSteadyBelow } from "../../src/components/layout/use-steady-below";

/** The page as the browser lays it out: where the place starts and ends in the document. */
const page = { scrollY: 0, placeTop: 2000, placeHeight: 0, marginBelow: 0 };

interface PlaceProps {
  arrived: boolean;
  readingAbove?: () => boolean;
  /** The footer in a box that lays it out in its place, as a later part's is. */
  boxed?: boolean;
}

function Place({ arrived, readingAbove, boxed }: PlaceProps) {
  const place = useRef<HTMLDivElement>(null);
  useSteadyBelow(place, arrived, readingAbove);
  const footer = <footer>below</footer>;
  return (
    <>
      <div ref={place}>{arrived && "recommended products"}</div>
      {boxed ? <div style={{ display: "contents" }}>{footer}</div> : footer}
    </>
  );
}

/** The reader scrolls: the browser moves the page and tells the page so. */
function scrollTo(y: number) {
  page.scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

/** Frames the browser has been asked for, drawn by `nextFrame`. */
let frames: FrameRequestCallback[] = [];
function nextFrame() {
  const drawing = frames;
  frames = [];
  drawing.forEach((draw) => draw(0));
}

describe("useSteadyBelow where the browser does not anchor scrolling (Safari)", () => {
  // The browser scrolls the page as asked.
  const scrollBy = vi.fn((_: number, y: number) => void (page.scrollY += y));

  beforeEach(() => {
    Object.assign(page, { scrollY: 0, placeTop: 2000, placeHeight: 0, marginBelow: 0 });
    vi.stubGlobal("innerHeight", 800);
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => page.scrollY);
    vi.stubGlobal("scrollBy", scrollBy);
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (draw: FrameRequestCallback) => frames.push(draw));
    vi.stubGlobal("cancelAnimationFrame", (id: number) => delete frames[id - 1]);
    // The place, and the footer right below it.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const top =
        page.placeTop - page.scrollY + (this.tagName === "FOOTER" ? page.placeHeight + page.marginBelow : 0);
      // A box that lays out its children in its place has no place of its own.
      if (this.style.display === "contents") return { top: 0, bottom: 0 } as DOMRect;
      return { top, bottom: top + (this.tagName === "FOOTER" ? 100 : page.placeHeight) } as DOMRect;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    scrollBy.mockClear();
  });

  /**
   * Renders the place empty, runs `before` (the reader or code moving the page), lets 600 px of content
   * arrive, runs `meanwhile` and draws the next frame.
   */
  function contentArrives(before: () => void, readingAbove?: () => boolean, meanwhile = () => {}) {
    const { rerender } = render(<Place arrived={false} readingAbove={readingAbove} />);
    before();
    page.placeHeight = 600;
    rerender(<Place arrived readingAbove={readingAbove} />);
    meanwhile();
    nextFrame();
  }

  it.each<[string, () => void, number]>([
    ["by the content's height when it arrives where the reader is looking", () => scrollTo(1500), 600],
    [
      "by how far what follows moved, with the margin the content brings below it",
      () => {
        scrollTo(1500);
        page.marginBelow = 16;
      },
      616,
    ],
  ])("scrolls %s", (_, before, distance) => {
    contentArrives(before);
    expect(scrollBy).toHaveBeenCalledWith(0, distance);
  });

  it("takes its scroll back as the frame starts, when the reader had scrolled away with the wheel", () => {
    contentArrives(
      () => scrollTo(1500),
      undefined,
      // The page scrolled 600 px as the content arrived; the wheel had taken the reader 1,000 px up.
      () => (page.scrollY -= 1000),
    );
    expect(scrollBy.mock.calls).toEqual([
      [0, 600],
      [0, -600],
    ]);
  });

  it("scrolls by how far what follows moved when it is in a box that lays it out in its place", () => {
    const { rerender } = render(<Place arrived={false} boxed />);
    scrollTo(1500);
    page.placeHeight = 600;
    rerender(<Place arrived boxed />);
    nextFrame();
    expect(scrollBy).toHaveBeenCalledWith(0, 600);
  });

  it("scrolls where the reader is as the frame starts, when the page learns of a wheel's scroll only then", () => {
    contentArrives(
      () => scrollTo(500),
      undefined,
      // The wheel scrolled on the browser's own thread: the page sees it as the frame starts.
      () => (page.scrollY = 1500),
    );
    expect(scrollBy).toHaveBeenCalledWith(0, 600);
  });

  it.each<[string, () => void, (() => boolean)?]>([
    ["the content arrives out of sight", () => undefined],
    [
      "code has just moved it away, before its scroll event is sent",
      () => {
        scrollTo(1500);
        // Focus on an error summary at the top of the page: the browser scrolls there at once and sends the
        // scroll event with the next frame, after the content has arrived.
        page.scrollY = 0;
      },
    ],
    ["the reader went to what is above the content on purpose", () => scrollTo(1500), () => true],
  ])("leaves the page alone when %s", (_, before, readingAbove) => {
    contentArrives(before, readingAbove);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("keeps the page still again when the content leaves and comes back", () => {
    const { rerender } = render(<Place arrived={false} />);
    scrollTo(1500);
    page.placeHeight = 600;
    rerender(<Place arrived />);
    nextFrame();
    page.placeHeight = 0;
    rerender(<Place arrived={false} />);
    scrollTo(1500);
    page.placeHeight = 400;
    rerender(<Place arrived />);
    nextFrame();
    expect(scrollBy).toHaveBeenLastCalledWith(0, 400);
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
});

describe("useSteadyBelow where the browser anchors scrolling", () => {
  /** The page's boxes, in order: what is above the place, the place, and the footer below it. */
  async function renderPage(arrived: boolean, readingAbove?: () => boolean, last = false) {
    vi.resetModules();
    vi.stubGlobal("CSS", { supports: (property: string) => property === "overflow-anchor" });
    const { useSteadyBelow: useImportedSteadyBelow } =
      await import("../../src/components/layout/use-steady-below");
    function Page({ arrived }: { arrived: boolean }) {
      const place = useRef<HTMLDivElement>(null);
      useImportedSteadyBelow(place, arrived, readingAbove);
      return (
        <>
          <header>header</header>
          <main>
            <article>the product</article>
            <div style={{ display: "contents" }}>
              <section>related products</section>
            </div>
            <div data-testid="wrapper">
              <div ref={place} data-testid="place">
                {arrived && "recommended products"}
              </div>
            </div>
            {!last && <section>reviews</section>}
          </main>
          <footer>footer</footer>
        </>
      );
    }
    return { Page, ...render(<Page arrived={arrived} />) };
  }
  const anchorless = (selector: string) =>
    (document.querySelector(selector) as HTMLElement).style.overflowAnchor === "none";
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (draw: FrameRequestCallback) => frames.push(draw));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("keeps everything before the place, and the place with what it alone fills, from being the anchor while the content is on its way", async () => {
    await renderPage(false);
    expect(
      ["header", "article", "main section", "[data-testid=wrapper]", "[data-testid=place]"].map(anchorless),
    ).toEqual([true, true, true, true, true]);
    // What follows stays eligible: the browser anchors on it when it is on the screen.
    expect(["main > section", "footer"].map(anchorless)).toEqual([false, false]);
  });

  it("keeps what holds nothing after the place from being the anchor too, so the browser anchors on what follows it", async () => {
    await renderPage(false, undefined, true);
    expect(["main", "[data-testid=wrapper]", "[data-testid=place]"].map(anchorless)).toEqual([
      true,
      true,
      true,
    ]);
    expect(anchorless("footer")).toBe(false);
  });

  it("lets the place be the anchor for a reader who went to what is just above it on purpose", async () => {
    await renderPage(false, () => true);
    expect(anchorless("article")).toBe(true);
    expect(["[data-testid=wrapper]", "[data-testid=place]"].map(anchorless)).toEqual([false, false]);
  });

  it("gives everything back two frames after the content arrived, once the browser has scrolled for it", async () => {
    const { Page, rerender } = await renderPage(false);
    rerender(<Page arrived />);
    expect(anchorless("article")).toBe(true);
    for (const frame of [1, 2]) {
      const drawing = frames;
      frames = [];
      drawing.forEach((draw) => draw(frame));
    }
    expect(["header", "article", "[data-testid=wrapper]", "[data-testid=place]"].map(anchorless)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("openInFrame", () => {
  /** The place ending at 500 px on an 800 px screen, the footer below it: 300 px lower once open. */
  function page(browserScrolls: boolean) {
    document.body.innerHTML = "<main><div id=place></div><footer></footer></main>";
    let open = false;
    let scrollY = 1000;
    vi.stubGlobal("innerHeight", 800);
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
    const scrollBy = vi.fn();
    vi.stubGlobal("scrollBy", scrollBy);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      // A browser that anchors scrolls as it lays the open place out, and the footer stays.
      if (open && browserScrolls) scrollY = 1300;
      const top = this.tagName === "FOOTER" ? 500 + (open && !browserScrolls ? 300 : 0) : 200;
      return { top, bottom: this.tagName === "FOOTER" ? top + 100 : 500 } as DOMRect;
    });
    return { place: document.getElementById("place"), scrollBy, opens: () => (open = true) };
  }
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("scrolls by what the footer moved when the browser did not keep it still", () => {
    const { place, scrollBy, opens } = page(false);
    openInFrame(place, opens, () => false);
    expect(scrollBy).toHaveBeenCalledWith(0, 300);
  });

  it("leaves the page alone when the browser's scroll anchoring kept the footer still", () => {
    const { place, scrollBy, opens } = page(true);
    openInFrame(place, opens, () => false);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("leaves the page alone for a reader who went to what is above the place", () => {
    const { place, scrollBy, opens } = page(false);
    openInFrame(place, opens, () => true);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe("useAnchorsSet", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("answers true two frames after the part mounted, once the browser has laid the page out", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (draw: FrameRequestCallback) => frames.push(draw));
    function Part() {
      return <p>{useAnchorsSet() ? "set" : "waiting"}</p>;
    }
    const { container } = render(<Part />);
    const drawNextFrame = () => act(() => frames.splice(0).forEach((draw) => draw(0)));
    expect(container.textContent).toBe("waiting");
    drawNextFrame();
    expect(container.textContent).toBe("waiting");
    drawNextFrame();
    expect(container.textContent).toBe("set");
  });
});
