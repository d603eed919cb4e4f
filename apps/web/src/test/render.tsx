// Renders the app's real route table in a memory router with a fresh query client, as a page
// would: layouts, lazy pages, guards and all.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';

import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';

export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function signIn(): void {
  window.localStorage.setItem('token', 'test-token');
  window.localStorage.setItem('tokenExpiry', String(Date.now() + 60 * 60 * 1000));
}
