import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * The first box `element` lays out in the page's flow, itself or, when it lays its children out in its
 * place (a later part's box, `display: contents`), one of theirs.
 */
function firstBox(element: Element): Element | undefined {
  const { display, position } = getComputedStyle(element);
  if (display === "none" || position === "fixed" || position === "absolute") return undefined;
  if (display !== "contents") return element;
  for (const child of element.children) {
    const box = firstBox(child);
    if (box) return box;
  }
  return undefined;
}

/** The first thing the page lays out below `element`, outside it: what moves when it grows. */
function follower(element: Element): Element | undefined {
  for (let at: Element | null = element; at; at = at.parentElement) {
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling) {
      const box = firstBox(next);
      if (box) return box;
    }
  }
  return undefined;
}

/**
 * The boxes laid out before `element` in the page's flow, outside it: the earlier siblings of it and of
 * each of its ancestors, or the children of one that lays them out in its place.
 */
function boxesBefore(element: Element): HTMLElement[] {
  const own = (at: Element): HTMLElement[] =>
    getComputedStyle(at).display === "contents"
      ? [...at.children].flatMap(own)
      : at instanceof HTMLElement
        ? [at]
        : [];
  const boxes: HTMLElement[] = [];
  for (let at: Element | null = element; at && at !== document.body; at = at.parentElement)
    for (let before = at.previousElementSibling; before; before = before.previousElementSibling)
      boxes.push(...own(before));
  return boxes;
}

/**
 * `element` and the ancestors whose content ends with it: the place as the browser's scroll anchoring
 * sees it. Chrome takes the wrapper of an empty place, fully on the screen, for its anchor, and looks
 * for one only inside the first box that is partly on the screen: past an ancestor that holds nothing
 * after the place, it must go on to what follows that ancestor.
 */
function placeBoxes(element: HTMLElement): HTMLElement[] {
  const boxes = [element];
  for (
    let at = element.parentElement;
    at && at !== document.body && at.lastElementChild === boxes.at(-1);
    at = at.parentElement
  )
    boxes.push(at);
  return boxes;
}

/** How many places waiting for content keep each box out of the browser's scroll anchoring. */
const anchorless = new Map<HTMLElement, number>();
function holdAnchorless(box: HTMLElement): () => void {
  anchorless.set(box, (anchorless.get(box) ?? 0) + 1);
  box.style.overflowAnchor = "none";
  return () => {
    const holds = (anchorless.get(box) ?? 1) - 1;
    if (holds > 0) return void anchorless.set(box, holds);
    anchorless.delete(box);
    box.style.overflowAnchor = "";
  };
}

/**
 * Where the browser anchors scrolling (all but Safari), it keeps what follows `place` still itself, in
 * step with its own scrolling: while the content is on its way, nothing before the place (nor the place,
 * unless the reader is reading just above it) may be the anchor, so the browser anchors on what follows
 * when that is on the screen, and on nothing when it is not. Released two frames after the content
 * arrived, once the browser has laid it out and scrolled for it.
 */
function useAnchoredBelow(
  place: RefObject<HTMLElement | null>,
  arrived: boolean,
  readingAbove: () => boolean,
) {
  useLayoutEffect(() => {
    const element = place.current;
    if (arrived || !element) return;
    const boxes = placeBoxes(element);
    const releases = boxesBefore(boxes.at(-1)!).map(holdAnchorless);
    let releasePlace: (() => void)[] | undefined;
    const mark = () => {
      if (readingAbove()) {
        releasePlace?.forEach((release) => release());
        releasePlace = undefined;
      } else releasePlace ??= boxes.map(holdAnchorless);
    };
    mark();
    addEventListener("hashchange", mark);
    return () => {
      removeEventListener("hashchange", mark);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => [...releases, ...(releasePlace ?? [])].forEach((release) => release())),
      );
    };
    // Asked as the reader moves about: a new function each render is no reason to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place, arrived]);
}

/**
 * Where the browser does not anchor scrolling: when content arrives in `place`, if the end of the place
 * was on the screen, the page scrolls, before it paints, by as much as what follows the place moved.
 * What follows is measured itself, not the place: the margins where the two meet may collapse otherwise
 * once the content is there. A reader who went to
 * what is just above the place on purpose (`readingAbove`, asked when the content arrives: a link to
 * its heading) is reading that: it stays, and the content opens below it.
 */
function useScrolledBelow(
  place: RefObject<HTMLElement | null>,
  arrived: boolean,
  readingAbove: () => boolean,
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
    const { end, below, top, scrollY } = seen.current;
    /**
     * Scrolls what follows back to where the reader saw it if the end of the place was on the screen,
     * or takes back what this hook scrolled (`own`) if it was not; returns what it has scrolled since.
     * Where the reader is: what the page has scrolled since the reading, less this hook's own scroll.
     */
    const steady = (own: number): number => {
      const scrolled = window.scrollY - scrollY - own;
      const endOnScreen = end - scrolled;
      const by =
        endOnScreen >= 0 && endOnScreen < window.innerHeight
          ? below.getBoundingClientRect().top - (top - scrolled)
          : -own;
      const from = window.scrollY;
      if (by) window.scrollBy(0, by);
      return own + window.scrollY - from;
    };
    // At once, so that a tap finds things where the reader sees them, with where the page thinks the
    // reader is. Code may have just moved the page (focus on an error summary at the top, for one)
    // without its scroll event sent yet: hence the scroll since the reading.
    const own = steady(0);
    // Again as the next frame starts, before it paints: a scroll by wheel or touch runs on the browser's
    // own thread, and the page learns where it has got to only then. The reader may be a screen further
    // on (or back) than the page thought.
    const frame = requestAnimationFrame(() => steady(own));
    return () => cancelAnimationFrame(frame);
    // Asked once, as the content arrives: a new function each render is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place, arrived]);
}

const anchoring = typeof CSS !== "undefined" && CSS.supports("overflow-anchor", "none");

/**
 * Keeps what is below `place` where the reader sees it when content arrives in `place` (`arrived` turns
 * true): by the browser's scroll anchoring where it has it, by scrolling the page where it has not.
 */
export const useSteadyBelow: (
  place: RefObject<HTMLElement | null>,
  arrived: boolean,
  readingAbove?: () => boolean,
) => void = anchoring
  ? (place, arrived, readingAbove = () => false) => useAnchoredBelow(place, arrived, readingAbove)
  : (place, arrived, readingAbove = () => false) => useScrolledBelow(place, arrived, readingAbove);

/**
 * Opens content in `place` as a frame starts, when the page knows where the reader is, and keeps what
 * follows the place where the reader sees it in that same frame: the browser's scroll anchoring does that
 * where it can (the layout read here runs it, and it scrolls); where it has not (no anchoring, or no
 * anchor on the screen) and the end of the place was on the screen, the page scrolls by what moved.
 */
export function openInFrame(place: HTMLElement | null, open: () => void, readingAbove: () => boolean): void {
  const below = place && follower(place);
  const before = below?.getBoundingClientRect().top;
  const end = place?.getBoundingClientRect().bottom ?? -1;
  const scrolled = window.scrollY;
  flushSync(open);
  if (!below || before === undefined || readingAbove() || window.scrollY !== scrolled) return;
  const moved = below.getBoundingClientRect().top - before;
  if (moved && end >= 0 && end < window.innerHeight) window.scrollBy(0, moved);
}

/**
 * False until two frames after the part mounted: by then the browser has laid the page out once with
 * the part's place kept from being its scroll anchor (`useSteadyBelow`), so content that was ready at
 * once (from a cache) still arrives in a place the browser anchors around.
 */
export function useAnchorsSet(): boolean {
  const [set, setSet] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setSet(true))));
    return () => cancelAnimationFrame(frame);
  }, []);
  return set;
}
