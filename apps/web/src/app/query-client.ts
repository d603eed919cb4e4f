// TanStack Query defaults for the storefront.
import { QueryClient } from '@tanstack/react-query';

import { isRefusal } from '@/lib/refusal';

/**
 * A refusal (an answer with a code: the request was understood and refused) will not change on
 * retry; network failures, outages and server errors get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  return failureCount < 2;
}

/**
 * How long an unused query stays cached: five minutes in the browser. On the server a document's
 * client lives for one render, and a finite time kept every query of every document for five
 * minutes behind a timer (the server's heap grew by ~70 KB a document until they fired, and its
 * collections slowed every render: issue 15); Infinity sets no timer, so the client goes with its
 * render, as TanStack Query does by default on a server.
 */
export function gcTimeFor(onServer: boolean): number {
  return onServer ? Number.POSITIVE_INFINITY : 5 * 60_000;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: gcTimeFor(typeof window === 'undefined'),
        retry: shouldRetry,
        // Buyers switch tabs between the store and their ordering systems a lot; refetch on
        // window focus would re-request every open query each time.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
