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

  it("scrolls by the content's height when it arrives where the reader is looking", () => {
    const { rerender } = render(<Place arrived={false} />);
    scrollTo(1500);
    page.placeHeight = 600;
    rerender(<Place arrived />);
    expect(scrollBy).toHaveBeenCalledWith(0, 600);
  });

  it("scrolls by how far what follows moved, with the margin the content brings below it", () => {
    const { rerender } = render(<Place arrived={false} />);
    scrollTo(1500);
    page.placeHeight = 600;
    page.marginBelow = 16;
    rerender(<Place arrived />);
    expect(scrollBy).toHaveBeenCalledWith(0, 616);
  });

  it("leaves the page alone when the content arrives out of sight", () => {
    const { rerender } = render(<Place arrived={false} />);
    page.placeHeight = 600;
    rerender(<Place arrived />);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("leaves the page alone when code has just moved it away, before its scroll event is sent", () => {
    const { rerender } = render(<Place arrived={false} />);
    scrollTo(1500);
    // Focus on an error summary at the top of the page: the browser scrolls there at once and sends the
    // scroll event with the next frame, after the content has arrived.
    page.scrollY = 0;
    page.placeHeight = 600;
    rerender(<Place arrived />);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("leaves the page alone when the reader went to what is above the content on purpose", () => {
    const { rerender } = render(<Place arrived={false} readingAbove={() => true} />);
    scrollTo(1500);
    page.placeHeight = 600;
    rerender(<Place arrived readingAbove={() => true} />);
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
