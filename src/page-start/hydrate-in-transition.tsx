import React, { startTransition, useLayoutEffect, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { tellEarlyChoices } from "./early-choices";
import { reportRecoverableError } from "./recoverable-errors";

/** An empty focus wrapper means nothing was rendered (offline app shell, `gatsby develop`). */
export function renderedOnServer(container: Element): boolean {
  return (container.querySelector("#gatsby-focus-wrapper") ?? container).children.length > 0;
}

function WithEarlyChoices({ children }: { children: ReactElement }) {
  useLayoutEffect(() => tellEarlyChoices(document), []);
  return children;
}

/** In a transition React hydrates in slices and lets input through instead of blocking the main thread. */
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
