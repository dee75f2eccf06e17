// @vitest-environment jsdom
import React, { useRef } from "react";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSteadyBelow } from "../../src/components/layout/use-steady-below";

/** The page as the browser lays it out: where the place starts and ends in the document. */
const page = { scrollY: 0, placeTop: 2000, placeHeight: 0, marginBelow: 0 };

function Place({ arrived, readingAbove }: { arrived: boolean; readingAbove?: () => boolean }) {
  const place = useRef<HTMLDivElement>(null);
  useSteadyBelow(place, arrived, readingAbove);
  return (
    <>
      <div ref={place}>{arrived && "recommended products"}</div>
      <footer>below</footer>
    </>
  );
}

/** The reader scrolls: the browser moves the page and tells the page so. */
function scrollTo(y: number) {
  page.scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

describe("useSteadyBelow", () => {
  const scrollBy = vi.fn();

  beforeEach(() => {
    Object.assign(page, { scrollY: 0, placeTop: 2000, placeHeight: 0, marginBelow: 0 });
    vi.stubGlobal("innerHeight", 800);
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => page.scrollY);
    vi.stubGlobal("scrollBy", scrollBy);
    // The place, and the footer right below it.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const top =
        page.placeTop - page.scrollY + (this.tagName === "FOOTER" ? page.placeHeight + page.marginBelow : 0);
      return { top, bottom: top + (this.tagName === "FOOTER" ? 100 : page.placeHeight) } as DOMRect;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    scrollBy.mockReset();
  });

  /** Renders the place empty, runs `before` (the reader or code moving the page), then lets 600 px of content arrive. */
  function contentArrives(before: () => void, readingAbove?: () => boolean) {
    const { rerender } = render(<Place arrived={false} readingAbove={readingAbove} />);
    before();
    page.placeHeight = 600;
    rerender(<Place arrived readingAbove={readingAbove} />);
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
    page.placeHeight = 0;
    rerender(<Place arrived={false} />);
    scrollTo(1500);
    page.placeHeight = 400;
    rerender(<Place arrived />);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 400);
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
});
