// Storefront entry: providers, the router, and the API client's way to /login.
import './index.css';

import { StrictMode, startTransition } from 'react';
import { render as renderOverMarkup } from 'preact';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { seedFirstData } from '@/app/first-data';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRouter, routes } from '@/app/router';
import { adoptServerMarkup } from '@/app/server-markup';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { Deferred, renderOverMarkupInParts, yieldToBrowser } from '@/lib/deferred-render';
import { hasValidToken } from '@/lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');
// Over server markup, the route matching of adoptServerMarkup (the first call into React Router's
// code) gets a task of its own rather than the module's evaluation.
if (container.hasAttribute('data-ssr')) await yieldToBrowser();
// Public pages arrive rendered by the server (ADR 0012): take over the markup, or drop it.
const serverRendered = await adoptServerMarkup(container, routes, hasValidToken());
// Over server markup the page already reads and its links work: each step of the start-up gets
// a task of its own, so none is long enough to hold up a tap on a phone (Total Blocking Time).
const nextStep = () => (serverRendered ? yieldToBrowser() : Promise.resolve());

await nextStep();
const router = createRouter();
await nextStep();
const queryClient = createQueryClient();
seedFirstData(queryClient);

// An unrecoverable 401 clears the cached server state of the old session and goes to /login.
setUnauthorizedHandler((loginUrl) => {
  queryClient.clear();
  void router.navigate(loginUrl, { replace: true });
});

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      {/* The router's frame is taken over in a task after the providers' (one element: the layout). */}
      <Deferred>
        <RouterProvider router={router} />
      </Deferred>
    </AppProviders>
  </StrictMode>
);
// On a server-rendered page the first render is the server's markup already (entry-server.tsx).
// Preact's own render() diffs against the elements it finds in #root and reuses them, so nothing on
// screen changes and the first render creates almost nothing. Not compat's createRoot().render():
// like React it empties the container first, so every element was made again (a CPU profile of a
// listing showed appendChild as its largest cost). Not hydrate(): Preact's hydration keeps the
// server's DOM of a boundary that suspends as if it were the lazy content, and the server sends the
// fallback there (the footer's stand-in stayed below the loaded footer). Pages without markup
// render into the empty #root as before. (startTransition is a plain call under Preact, ADR 0009.)
// The render over markup runs in a task of its own, and the parts of the page wrapped in
// <Deferred> each in a later one (lib/deferred-render.tsx): no single long task on a phone.
// The marks show in performance profiles and Lighthouse's user timings.
performance.mark('app:ready-to-render');
if (serverRendered) {
  await yieldToBrowser();
  await renderOverMarkupInParts(() => {
    performance.mark('app:render-over-markup');
    renderOverMarkup(app, container);
    performance.mark('app:first-render-done');
  });
} else {
  startTransition(() => createRoot(container).render(app));
}
// The page answers clicks from here on (browser journeys wait for this before they act).
performance.mark('app:ready');
document.documentElement.setAttribute('data-app-ready', '');
