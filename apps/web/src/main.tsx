// Storefront entry: providers, the router, and the API client's way to /login.
import './index.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { seedFirstData } from '@/app/first-data';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRouter, routes } from '@/app/router';
import { adoptServerMarkup } from '@/app/server-markup';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { hasValidToken } from '@/lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');
// Public pages arrive rendered by the server (ADR 0012): take over the markup, or drop it.
await adoptServerMarkup(container, routes, hasValidToken());

const router = createRouter();
const queryClient = createQueryClient();
seedFirstData(queryClient);

// An unrecoverable 401 clears the cached server state of the old session and goes to /login.
setUnauthorizedHandler((loginUrl) => {
  queryClient.clear();
  void router.navigate(loginUrl, { replace: true });
});

const root = createRoot(container);
// The first render as a transition: React renders it in slices that yield to the browser every few
// milliseconds instead of one long task, so input stays responsive while the page builds (issue 3:
// Total Blocking Time). On a server-rendered page it renders over the markup, reusing its elements
// (Preact diffs against the DOM it finds), so nothing on screen changes.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
