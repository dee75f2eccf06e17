import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Keeps what is below `place` where the reader sees it when content arrives in `place` (`arrived`
 * turns true): if the place was on the screen, the page scrolls, before it paints, by as much as the
 * content below it moved. The browser's own scroll anchoring may have moved it back already (when it
 * anchors on something below), or not at all (when it anchors above, or on what was replaced), so the
 * scroll is what is left to do. `place`'s top is followed while the content is on its way, and its
 * bottom is where what follows it starts once it is there.
 */
export function useSteadyBelow(place: RefObject<HTMLElement | null>, arrived: boolean): void {
  const seen = useRef<{ top: number; scrollY: number } | undefined>(undefined);
  useLayoutEffect(() => {
    if (arrived) return;
    const read = () => {
      const top = place.current?.getBoundingClientRect().top;
      seen.current = top === undefined ? undefined : { top, scrollY: window.scrollY };
    };
    read();
    addEventListener("scroll", read, { passive: true });
    return () => removeEventListener("scroll", read);
  }, [place, arrived]);
  useLayoutEffect(() => {
    if (!arrived || !seen.current || !place.current) return;
    // Where the place was seen, less what the page has scrolled since: code may have just moved the
    // page (focus on an error summary at the top, for one) without its scroll event sent yet.
    const top = seen.current.top + seen.current.scrollY - window.scrollY;
    if (top >= 0 && top < window.innerHeight)
      window.scrollBy(0, place.current.getBoundingClientRect().bottom - top);
  }, [place, arrived]);
}
