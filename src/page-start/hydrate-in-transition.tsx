import React, { startTransition, useLayoutEffect, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { tellEarlyChoices } from "./early-choices";
import { reportRecoverableError } from "./recoverable-errors";

/**
 * Whether the server rendered `container`'s content. The page root holds Gatsby's focus wrapper, empty
 * when nothing was rendered (the offline app shell, `gatsby develop`); other containers, such as the
 * indicators `gatsby develop` mounts, count their own children.
 */
export function renderedOnServer(container: Element): boolean {
  return (container.querySelector("#gatsby-focus-wrapper") ?? container).children.length > 0;
}

/** Tells React, as its first commit of the page ends, of the choices made before its code ran. */
function WithEarlyChoices({ children }: { children: ReactElement }) {
  useLayoutEffect(() => tellEarlyChoices(document), []);
  return children;
}

/**
 * Hydration inside a transition: React then works in slices of a few milliseconds and lets the
 * browser handle input in between, instead of blocking the main thread until the page is interactive.
 * What the server did not render is rendered instead. Returns the clean-up Gatsby calls to unmount.
 */
export function hydrateInTransition(element: ReactElement, container: Element): () => void {
  if (renderedOnServer(container)) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, <WithEarlyChoices>{element}</WithEarlyChoices>, {
        onRecoverableError: (error) => reportRecoverableError(error),
      });
    });
    return () => root?.unmount();
  }
  const root = createRoot(container);
  root.render(element);
  return () => root.unmount();
}
