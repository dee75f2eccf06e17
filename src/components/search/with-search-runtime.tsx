import React, { type ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useSearchRuntime, type SearchRuntime } from "./use-search-runtime";

/**
 * A part of the page that shows what the search service answers: nothing until the search code has
 * loaded and connected, then the part, given the runtime, under the runtime's query cache.
 */
export function withSearchRuntime<Props extends object>(
  Part: ComponentType<Props & { runtime: SearchRuntime }>,
): ComponentType<Props> {
  return function WithSearchRuntime(props: Props) {
    const runtime = useSearchRuntime();
    if (!runtime) return null;
    return (
      <QueryClientProvider client={runtime.queryClient}>
        <Part {...props} runtime={runtime} />
      </QueryClientProvider>
    );
  };
}
