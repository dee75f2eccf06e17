import { useLayoutEffect, useRef, type RefObject } from "react";

/** Whether an element takes its place in the page's flow: what follows it starts below it. */
function inFlow(element: Element): boolean {
  const { display, position } = getComputedStyle(element);
  return display !== "none" && position !== "fixed" && position !== "absolute";
}

/** The first thing the page lays out below `element`, outside it: what moves when it grows. */
function follower(element: Element): Element | undefined {
  for (let at: Element | null = element; at; at = at.parentElement) {
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling) {
      if (inFlow(next)) return next;
    }
  }
  return undefined;
}

/**
 * Keeps what is below `place` where the reader sees it when content arrives in `place` (`arrived`
 * turns true): if the end of the place was on the screen, the page scrolls, before it paints, by as
 * much as what follows the place moved. The browser's own scroll anchoring may have moved it back
 * already (when it anchors on something below), or not at all (when it anchors above, or on what was
 * replaced), so the scroll is what is left to do. What follows is measured itself, not the place: the
 * margins where the two meet may collapse otherwise once the content is there. A reader who went to
 * what is just above the place on purpose (`readingAbove`, asked when the content arrives: a link to
 * its heading) is reading that: it stays, and the content opens below it.
 */
export function useSteadyBelow(
  place: RefObject<HTMLElement | null>,
  arrived: boolean,
  readingAbove: () => boolean = () => false,
): void {
  const seen = useRef<{ end: number; below: Element; top: number; scrollY: number } | undefined>(undefined);
  useLayoutEffect(() => {
    if (arrived) return;
    const read = () => {
      const below = place.current && follower(place.current);
      seen.current =
        place.current && below
          ? {
              end: place.current.getBoundingClientRect().bottom,
              below,
              top: below.getBoundingClientRect().top,
              scrollY: window.scrollY,
            }
          : undefined;
    };
    read();
    addEventListener("scroll", read, { passive: true });
    return () => removeEventListener("scroll", read);
  }, [place, arrived]);
  useLayoutEffect(() => {
    if (!arrived || !seen.current || readingAbove()) return;
    // Where the place ended and what followed it began, less what the page has scrolled since: code
    // may have just moved the page (focus on an error summary at the top, for one) without its scroll
    // event sent yet.
    const scrolled = window.scrollY - seen.current.scrollY;
    const end = seen.current.end - scrolled;
    if (end >= 0 && end < window.innerHeight)
      window.scrollBy(0, seen.current.below.getBoundingClientRect().top - (seen.current.top - scrolled));
    // Asked once, as the content arrives: a new function each render is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place, arrived]);
}
