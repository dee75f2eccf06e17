import { QueryClient } from "@tanstack/react-query";

/**
 * The search code's query cache. TanStack Query's own defaults stay: 3 retries with exponential
 * backoff, 5-minute collection.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000 } },
});
