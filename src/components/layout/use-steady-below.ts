import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/** Itself, or for `display: contents` (a later part's box), its first child's box. */
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

/** What moves when `element` grows. */
function follower(element: Element): Element | undefined {
  for (let at: Element | null = element; at; at = at.parentElement) {
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling) {
      const box = firstBox(next);
      if (box) return box;
    }
  }
  return undefined;
}

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

/** The place as Chrome's scroll anchoring sees it: it takes an empty place's wrapper, fully on the screen,
 * for its anchor, and looks only inside the first box partly on the screen. */
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

/** Where the browser anchors scrolling (all but Safari): nothing before the place (nor the place, unless the
 * reader is just above it) may be the anchor while content is on its way; released two frames after. */
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

/** Where the browser does not anchor scrolling: if the place's end was on the screen, the page scrolls by as
 * much as what follows moved (measured itself: margins may collapse). A reader just above the place stays. */
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
    /** Returns what it has scrolled since; `own` is what this hook already scrolled. */
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
    // At once, so that a tap finds things where the reader sees them. Code may have moved the page (focus on an
    // error summary) without its scroll event sent yet: hence the scroll since the reading.
    const own = steady(0);
    // Again before the next paint: a wheel or touch scroll runs on the browser's thread, and the page learns
    // where it has got to only then.
    const frame = requestAnimationFrame(() => steady(own));
    return () => cancelAnimationFrame(frame);
    // Asked once, as the content arrives: a new function each render is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place, arrived]);
}

const anchoring = typeof CSS !== "undefined" && CSS.supports("overflow-anchor", "none");

/** Keeps what is below `place` where the reader sees it when content arrives in `place`. */
export const useSteadyBelow: (
  place: RefObject<HTMLElement | null>,
  arrived: boolean,
  readingAbove?: () => boolean,
) => void = anchoring
  ? (place, arrived, readingAbove = () => false) => useAnchoredBelow(place, arrived, readingAbove)
  : (place, arrived, readingAbove = () => false) => useScrolledBelow(place, arrived, readingAbove);

/** Opens content as a frame starts, when the page knows where the reader is; the layout read here runs the
 * browser's scroll anchoring, and where there is none the page scrolls by what moved. */
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

/** False until two frames after mount, so content ready at once (from a cache) still arrives in a place the
 * browser anchors around (`useSteadyBelow`). */
export function useAnchorsSet(): boolean {
  const [set, setSet] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setSet(true))));
    return () => cancelAnimationFrame(frame);
  }, []);
  return set;
}
