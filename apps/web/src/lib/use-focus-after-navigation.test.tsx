import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useFocusAfterNavigation } from './use-focus-after-navigation';

function Shell() {
  useFocusAfterNavigation('main');
  return (
    <>
      <header>
        <input aria-label="Search" />
        <Link to="/from-header">Header link</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Link to="/next">Go on</Link> },
          { path: '/next', element: <h1>Next page</h1> },
          { path: '/from-header', element: <h1>From the header</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusAfterNavigation', () => {
  it('gives the focus to the main content when the followed link left with the old page', async () => {
    const user = userEvent.setup();
    renderAt('/');
    screen.getByRole('link', { name: 'Go on' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Next page' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('leaves the focus on a control that outlived the navigation', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const link = screen.getByRole('link', { name: 'Header link' });
    link.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'From the header' });
    expect(document.activeElement).toBe(link);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await router.navigate('/next');
    await screen.findByRole('heading', { name: 'Next page' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('moves nothing on the first render: the document load is the browser’s', () => {
    renderAt('/next');
    expect(document.activeElement).toBe(document.body);
  });
});
