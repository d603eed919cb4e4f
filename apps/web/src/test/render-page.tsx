// A feature's component inside the app's own query client (no retries) and a memory router, with a
// `user` (user-event) to type, click and select as a person would.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { createQueryClient } from '@/app/query-client';

export function renderPage(page: ReactElement, options: { path?: string } = {}) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}
