import React, { lazy, memo, Suspense, useRef, useState, type FunctionComponent, type RefObject } from "react";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { afterFirstInteraction, afterLoadWhenIdle } from "./deferred-start";
import * as styles from "./later-part.module.css";

/** What comes before a click or a key press: the code is on its way before the visitor acts. */
const APPROACHES = ["pointermove", "focusin"] as const;

/**
 * Resolves once the browser is idle after the page has loaded, or the visitor starts using the page or
 * moves towards it: then every part's code loads, the parts of pages not yet seen included, so that a
 * client-side navigation finds it there. React drops a click on a part whose code has not arrived
 * (links still work), so the code should be there first. At once when rendering on the server.
 */
const wanted: Promise<void> =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const go = () => resolve();
        afterFirstInteraction(go);
        afterLoadWhenIdle(go);
        APPROACHES.forEach((type) =>
          window.addEventListener(type, go, { capture: true, passive: true, once: true }),
        );
      });

/**
 * What the server rendered in `box`, as it stands: the part's stand-in while its code is on its way,
 * when React has dropped the server's HTML (see `hydrateLater`). Read as React renders it, before it
 * removes that HTML.
 */
function ServerCopy({ box }: { box: RefObject<HTMLElement | null> }) {
  const [html] = useState(() => box.current?.innerHTML ?? "");
  return <div className={styles.part} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A part of a page that reads the same before its code runs (the footer, the main navigation, the
 * breadcrumbs): the server renders it, and its code loads once the browser is idle or the visitor
 * starts using the page, outside the first load. Until then React leaves the server's HTML in place (a
 * Suspense boundary waiting for its code) and links in it work as plain links.
 *
 * Props must be the page's own data, which never change while the page is shown. The part re-renders
 * only when they change in value, so that a re-render of the page around it (with a new array of the
 * same breadcrumbs, say) is no update. An update that does reach the part before its code has arrived
 * makes React throw its server HTML away (error 421): a new location does, as every page's context
 * changes with it (a link to a heading on the page, a filter in the address). The part then shows a
 * copy of that HTML until its code arrives, in a box of its own that takes no place in the layout.
 */
export function hydrateLater<P extends object>(load: () => Promise<FunctionComponent<P>>) {
  let loaded: FunctionComponent<P> | undefined;
  const loading = wanted.then(load).then((component) => ({ default: (loaded = component) }));
  // Loaded for pages not yet seen too: a failure there is the boundary's to handle, once shown.
  loading.catch(() => undefined);
  // React's types for lazy components lose a generic component's props: they are the loaded one's.
  const Part = lazy(() => loading) as unknown as FunctionComponent<P>;
  // A part whose code cannot load leaves the rest of the page working.
  const Later = (props: P) => {
    // Code that has arrived renders at once: a lazy component waits a tick even then, and the page
    // would show without the part for a frame. Chosen once, so the part never remounts.
    const [Component] = useState(() => loaded ?? Part);
    const box = useRef<HTMLDivElement>(null);
    return (
      <div ref={box} className={styles.part}>
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<ServerCopy box={box} />}>
            <Component {...props} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  };
  return memo(Later, (before, after) => JSON.stringify(before) === JSON.stringify(after));
}
