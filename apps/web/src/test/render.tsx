// Renders the app's real route table (routes.ts) in a memory router with a fresh query client, as
// a page would: layouts, pages, loaders, guards and all. The loaders' ServerApi (ADR 0022) calls the
// mocked API (test/mock-api) as the stored session's buyer, as the server does for its cookie's.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RouterContextProvider, RouterProvider, createMemoryRouter, useLoaderData } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';

import { createQueryClient } from '@/app/query-client';
import { serverApiContext } from '@/app/server-api';
import type { ServerApi } from '@/app/server-api';
import { getToken, hasValidToken } from '@/lib/storage';
import routeConfig from '@/routes';

interface RouteModule {
  default?: ComponentType<{ loaderData?: unknown }>;
  ErrorBoundary?: ComponentType;
  loader?: LoaderFunction;
  clientLoader?: LoaderFunction;
}

/** The loaders' API over the mocked fetch, as the stored session's buyer (or a visitor). */
function testServerApi(): ServerApi {
  const signedIn = hasValidToken();
  const token = getToken();
  return {
    signedIn,
    publicUrl: 'http://store.test',
    async call(method, url, body) {
      const response = await fetch(url, {
        method,
        headers: {
          ...(signedIn && token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
  };
}

function PageWithData({ Page }: { Page: ComponentType<{ loaderData?: unknown }> }) {
  return <Page loaderData={useLoaderData() ?? {}} />;
}

const modules = import.meta.glob<RouteModule>(['../routes/**/*.tsx', '../app/layouts/*.tsx']);

/** The route modules' components, with the empty loader data a page has without its loader. */
function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../${entry.file}`];
  if (!load) throw new Error(`No route module ${entry.file}`);
  const lazy = async () => {
    const module = await load();
    const Page = module.default;
    return {
      ...(Page ? { Component: () => <PageWithData Page={Page} /> } : {}),
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
      // In the browser a route's clientLoader runs on navigations instead of its server loader.
      ...(module.clientLoader || module.loader ? { loader: module.clientLoader ?? module.loader } : {}),
    };
  };
  const path = entry.path === undefined ? {} : { path: entry.path };
  if (entry.index) return { index: true, ...path, lazy };
  const children = entry.children?.map(toRouteObject);
  return { ...path, lazy, ...(children ? { children } : {}) };
}

export const routes: RouteObject[] = routeConfig.map(toRouteObject);

/** The app at `path`, with a `user` (user-event) to type, click and select as a person would. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(serverApiContext, testServerApi());
      return context;
    },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

export function signIn(): void {
  window.localStorage.setItem('token', 'test-token');
  window.localStorage.setItem('tokenExpiry', String(Date.now() + 60 * 60 * 1000));
}
