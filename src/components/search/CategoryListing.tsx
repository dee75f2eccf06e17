import React, { Suspense, lazy, useEffect, useRef, useState, type ReactElement } from "react";
import { afterFirstInteraction } from "../../page-start/deferred-start";
import { ErrorBoundary } from "../../errors/ErrorBoundary";
import type { ListingViewProps } from "./ListingView";

const MerchandisedListing = lazy(() => import("./MerchandisedListing"));

/** Until the task after a press, when its click has landed; listened to from the start. */
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
  /** Merchandising in the search service is keyed by it. */
  category: string;
  title: string;
  /** Shown until (and unless) the search service answers. */
  fallback: ReactElement;
  openFilters: boolean;
  own: NonNullable<ListingViewProps["own"]>;
}

/** The built list first, complete without script; then the search service's merchandising. The built list keeps
 * its place while that loads, and is replaced once, never under a finger that is pressing. */
export function CategoryListing({ fallback, ...listing }: Props) {
  const [started, setStarted] = useState(false);
  const [merchandised, setMerchandised] = useState(false);
  const pressing = usePressing();
  useEffect(() => afterFirstInteraction(() => setStarted(true)), []);
  // What follows stays under the reader's eyes when merchandising's height differs.
  const end = useRef<HTMLDivElement>(null);
  return (
    <>
      {started && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <MerchandisedListing {...listing} onShown={setMerchandised} pressing={pressing} end={end} />
          </Suspense>
        </ErrorBoundary>
      )}
      {!merchandised && fallback}
      <div ref={end} />
    </>
  );
}
