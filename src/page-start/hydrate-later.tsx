import React, { lazy, memo, Suspense, useRef, useState, type FunctionComponent, type RefObject } from "react";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { afterFirstInteraction, afterLoadWhenIdle } from "./deferred-start";
import * as styles from "./later-part.module.css";

const APPROACHES = ["pointermove", "focusin"] as const;

/** React drops a click on a part whose code has not arrived, so every part's code loads early. */
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

function ServerCopy({ box }: { box: RefObject<HTMLElement | null> }) {
  const [html] = useState(() => box.current?.innerHTML ?? "");
  return <div className={styles.part} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Props must be the page's own data; compared by value. An update before the code arrives makes React
 * drop the server HTML (error 421): a copy of it stands in. See README. */
export function hydrateLater<P extends object>(load: () => Promise<FunctionComponent<P>>) {
  let loaded: FunctionComponent<P> | undefined;
  const loading = wanted.then(load).then((component) => ({ default: (loaded = component) }));
  loading.catch(() => undefined);
  // React's types for lazy components lose a generic component's props.
  const Part = lazy(() => loading) as unknown as FunctionComponent<P>;
  const Later = (props: P) => {
    // A lazy component waits a tick even once loaded: the part would vanish for a frame.
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
