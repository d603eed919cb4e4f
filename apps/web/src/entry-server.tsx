// Server rendering of the public catalogue pages (home, listing, category, product): the API
// (apps/api/src/http/spa.ts) calls `renderPage` with the first data it embeds anyway, and sends the
// markup inside #root, so the page paints from the HTML and the stylesheet before any script runs
// (issue 3: Lighthouse ≥ 95; ADR 0012). The markup is exactly the storefront's first render for an
// anonymous visitor: the same routes, providers and components, the query cache seeded with the
// same first data, and every Suspense boundary at its fallback (react-on-preact-server.js), as in
// the browser before any lazy chunk has arrived, except the footer, which the server renders whole.
// main.tsx then renders over it without a change, taking some parts over later
// (lib/deferred-render.tsx).
//
// Built by `vite build --ssr` into dist-server/ (apps/web package.json "build").
import { renderToString } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { ShellData } from '@medsupply/contract';

import { seedFirstData } from '@/app/first-data';
import { loadServerRenderedCode } from '@/app/layouts/main-layout';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { provideServerData } from '@/lib/initial-data';
import type { PageData } from '@/lib/initial-data';

export interface ServerPageInput {
  /** Path and query of the page, e.g. `/products/1?search=gloves`. */
  url: string;
  shell: ShellData;
  /** The page's own first data (product or category), as embedded in the HTML. */
  page?: PageData | undefined;
}

const handler = createStaticHandler(routes);

/**
 * The #root markup of a page for an anonymous visitor, or null when the page is not one to render
 * on the server (a redirect, or an error while rendering: the browser then renders it as before).
 */
// The footer's code is lazy in the browser; the server has it before its first page, so every page
// it sends carries the whole footer (links readable without JavaScript), which the browser then
// takes over (lib/deferred-render.tsx).
await loadServerRenderedCode();

export async function renderPage({ url, shell, page }: ServerPageInput): Promise<string | null> {
  // Resolves the matched routes' lazy modules (the page's code) and runs their loaders.
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  seedFirstData(queryClient, shell, false);
  // The render is synchronous from here: nothing else runs while the page's data is provided.
  provideServerData(page ?? null);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    provideServerData(undefined);
    queryClient.clear();
  }
}
