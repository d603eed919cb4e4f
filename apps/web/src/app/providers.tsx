// App-wide providers: server state (TanStack Query) and toasts (storefront spec §8: bottom-right).
// The toaster is code-split: no page needs it for its first paint, and any code that raises a
// toast imports sonner itself, long after the toaster has mounted.
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';

import { AfterFirstRender } from '@/lib/deferred-render';

import { SessionWatcher } from './session-watcher';

const Toaster = lazy(() => import('./toaster'));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Neither has markup: over a server-rendered page they start after its first render. */}
      <AfterFirstRender>
        <SessionWatcher />
      </AfterFirstRender>
      {children}
      <AfterFirstRender>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterFirstRender>
    </QueryClientProvider>
  );
}
