import React, { Suspense, lazy, useEffect, useRef, useState, type ReactElement } from "react";
import { afterFirstInteraction } from "../../page-start/deferred-start";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import type { ListingViewProps } from "./ListingView";

const MerchandisedListing = lazy(() => import("./MerchandisedListing"));

/**
 * Whether a finger or button is down on the page, until the task after it lifts, when its click has
 * landed. Listened to from the start: the press that starts merchandising is held as it loads.
 */
function usePressing(): boolean {
  const [pressing, setPressing] = useState(false);
  useEffect(() => {
    let lifted: ReturnType<typeof setTimeout> | undefined;
    const down = () => {
      clearTimeout(lifted);
      setPressing(true);
    };
    const up = () => (lifted = setTimeout(() => setPressing(false)));
    const listen = (add: boolean) =>
      (["pointerdown", "pointerup", "pointercancel"] as const).forEach((type) =>
        (add ? addEventListener : removeEventListener)(type, type === "pointerdown" ? down : up, true),
      );
    listen(true);
    return () => {
      listen(false);
      clearTimeout(lifted);
    };
  }, []);
  return pressing;
}

interface Props {
  /** The category's handle, which the search service's merchandising is keyed by. */
  category: string;
  title: string;
  /** The category's products as built, shown until (and unless) the search service answers. */
  fallback: ReactElement;
  /** The visitor asked for the filters before merchandising was there: it opens them. */
  openFilters: boolean;
  /** The built list's words and cards, which merchandising keeps. */
  own: NonNullable<ListingViewProps["own"]>;
}

/**
 * A category's products: the built list first, so that the page is complete and fast without any
 * script; once the visitor starts using the page, the search service's merchandising (personalised,
 * with its own filters and sort orders) takes its place. If the service cannot answer, or its code
 * cannot load, the built list stays. The built list keeps its place in the tree while merchandising
 * loads, so that it is replaced once, when merchandising shows, and never rebuilt under a finger
 * that is tapping one of its products: nor replaced under it, as merchandising waits for the press to end.
 */
export function CategoryListing({ category, title, fallback, openFilters, own }: Props) {
  const [started, setStarted] = useState(false);
  const [merchandised, setMerchandised] = useState(false);
  const pressing = usePressing();
  useEffect(() => afterFirstInteraction(() => setStarted(true)), []);
  // Where the listing ends: merchandising may be taller or shorter than the built list, and what follows
  // it stays under the reader's eyes when they are looking at it (kept so by merchandising's code).
  const end = useRef<HTMLDivElement>(null);
  return (
    <>
      {started && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <MerchandisedListing
              category={category}
              title={title}
              openFilters={openFilters}
              onShown={setMerchandised}
              pressing={pressing}
              end={end}
              own={own}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {!merchandised && fallback}
      <div ref={end} />
    </>
  );
}
