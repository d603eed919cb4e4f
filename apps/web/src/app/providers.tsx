// App-wide providers: server state (TanStack Query) and toasts (storefront spec §8: bottom-right).
// The toaster is code-split and mounts with the first toast (lib/toaster-demand.ts): most visits
// raise none, and sonner's code, stylesheet and render cost a phone's first seconds otherwise.
// Toasts raised before it mounts still show: sonner replays the active ones when it subscribes.
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

import { getToken, subscribeToToken } from '@/lib/storage';
import { isToasterWanted, subscribeToToasterDemand } from '@/lib/toaster-demand';

import { SessionWatcher } from './session-watcher';

const Toaster = lazy(() => import('./toaster'));

const hasStoredToken = () => getToken() !== null;

/**
 * The session watcher runs while a token is stored, valid or expired (it refreshes or clears an
 * expired one): a visitor without one has no session to keep, and it starts with the login.
 */
function SessionUpkeep() {
  const stored = useSyncExternalStore(subscribeToToken, hasStoredToken, () => false);
  return stored ? <SessionWatcher /> : null;
}

function ToasterOnDemand() {
  const wanted = useSyncExternalStore(subscribeToToasterDemand, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionUpkeep />
      {children}
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
