// TanStack Query defaults for the storefront.
import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';

/** Client errors (4xx) will not change on retry; network and server errors get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        // Buyers switch tabs between the store and their ordering systems a lot; refetch on
        // window focus would re-request every open query each time.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
