import React, { lazy, memo, Suspense, type FunctionComponent } from "react";
import { afterFirstInteraction, afterLoadWhenIdle } from "./deferred-start";

/** What comes before a click or a key press: the code is on its way before the visitor acts. */
const APPROACHES = ["pointermove", "focusin"] as const;

/**
 * Resolves once the browser is idle after the page has loaded, or the visitor starts using the page or
 * moves towards it. React drops a click on a part whose code has not arrived (links still work), so the
 * code should be there first.
 */
function wanted(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => resolve();
    afterFirstInteraction(go);
    afterLoadWhenIdle(go);
    APPROACHES.forEach((type) =>
      window.addEventListener(type, go, { capture: true, passive: true, once: true }),
    );
  });
}

/**
 * A part of a page that reads the same before its code runs (the footer, the main navigation, the
 * breadcrumbs): the server renders it, and its code loads once the browser is idle or the visitor
 * starts using the page, outside the first load. Until then React leaves the server's HTML in place (a
 * Suspense boundary waiting for its code) and links in it work as plain links.
 *
 * Props must be the page's own data, which never change while the page is shown: an update that
 * reaches the part before its code has arrived makes React throw its server HTML away (error 421). The
 * part re-renders only when they change in value, so that a re-render of the page around it (with a
 * new array of the same breadcrumbs, say) is no such update.
 */
export function hydrateLater<P extends object>(load: () => Promise<FunctionComponent<P>>) {
  let loading: Promise<{ default: FunctionComponent<P> }> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  // Pages that show the part for the first time after a client-side navigation find its code ready.
  if (typeof window !== "undefined") afterLoadWhenIdle(() => void loadOnce());
  // React's types for lazy components lose a generic component's props: they are the loaded one's.
  const Part = lazy(() =>
    typeof window === "undefined" ? loadOnce() : wanted().then(loadOnce),
  ) as unknown as FunctionComponent<P>;
  const Later = (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return memo(Later, (before, after) => JSON.stringify(before) === JSON.stringify(after));
}
