// The back office's frame through the app's real routes: sign-in, the staff token kept apart from a
// buyer's, the navigation and dashboard by role, 401 and sign-out back to /admin/login.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import {
  STAFF_SESSION_KEY,
  readStaffSession,
  safeAdminReturnTo,
  saveStaffSession,
} from '../lib/staff-session';
import { AdminPage } from './admin-page';
import { AdminTable } from './admin-table';
import { StaffContext } from './staff-context';

function member(roles: string[], firstName = 'Olivia'): StaffMember {
  return {
    id: 2,
    username: 'orders@staff.medsupply.example',
    email: 'orders@staff.medsupply.example',
    firstName,
    lastName: 'Grant',
    roles,
    areas: staffAreasOf(roles),
  };
}

function storeSession(staff: StaffMember) {
  saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
}

const page = (total: number) => json({ limit: 1, page: 1, pages: total, total, results: [] });

function backOffice(staff: StaffMember, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/auth/me': () => json({ staff }),
    'GET /api/admin/orders': () => page(7),
    'GET /api/admin/access-requests': () => page(2),
    'GET /api/admin/registrations': () => page(1),
    'GET /api/admin/licences': () => page(3),
    'POST /api/admin/auth/logout': () => json({ success: true }),
    ...extra,
  });
}

const adminCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path.startsWith('/api/admin'));

describe('/admin', () => {
  it('sends a visitor without a staff session to /admin/login, returning to the page asked for', async () => {
    backOffice(member(['order_desk']));
    const { router } = renderApp('/admin/orders?status=open');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/admin/orders?status=open')}`);
  });

  it('a buyer signed in on the storefront is no staff member: the sign-in page, and no buyer token sent', async () => {
    signIn();
    const { requests } = backOffice(member(['order_desk']));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(adminCalls(requests)).toEqual([]);
  });

  it('signs in with the staff token under its own key and shows the dashboard of the member', async () => {
    signIn(); // a buyer's token in the same browser stays the buyer's
    const staff = member(['order_desk']);
    const { requests } = backOffice(staff, {
      'POST /api/admin/auth/login': () =>
        json({ token: 'staff-token', expiresAt: new Date(Date.now() + 36_000_000).toISOString(), staff }),
    });
    const { user, router } = renderApp('/admin/login?returnTo=%2Fadmin');
    await user.type(await screen.findByLabelText('Username'), 'orders@staff.medsupply.example');
    await user.type(screen.getByLabelText('Password'), 'Demo!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Good to see you, Olivia' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByTestId('staff-name').textContent).toContain('Olivia Grant');
    expect(screen.getByText('Order desk')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('test-token');
    expect(readStaffSession()?.token).toBe('staff-token');
    const login = requests.find((r) => r.path === '/api/admin/auth/login');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({
      username: 'orders@staff.medsupply.example',
      password: 'Demo!2026',
    });
    // Order desk: orders only; the counts of other areas are not asked for.
    expect(await screen.findByText('7')).toBeTruthy();
    expect(screen.getByText('Open orders to ship')).toBeTruthy();
    expect(screen.queryByText('Licenses to verify')).toBeNull();
    const afterLogin = adminCalls(requests).filter((r) => r.path !== '/api/admin/auth/login');
    expect(afterLogin.length).toBeGreaterThan(0);
    for (const request of afterLogin) expect(request.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(afterLogin.some((r) => r.path === '/api/admin/licences')).toBe(false);
  });

  it("shows the API's message when sign-in is refused", async () => {
    backOffice(member(['order_desk']), {
      'POST /api/admin/auth/login': () =>
        apiError(401, 'Invalid username or password.', 'INVALID_CREDENTIALS'),
    });
    const { user, router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('Username'), 'nobody');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password.');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it('asks for the missing fields before calling the API', async () => {
    const { requests } = backOffice(member(['order_desk']));
    const { user } = renderApp('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your staff username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(adminCalls(requests)).toEqual([]);
  });

  it('a compliance member sees the licence and customer queues, not the orders', async () => {
    storeSession(member(['compliance'], 'Chris'));
    backOffice(member(['compliance'], 'Chris'));
    renderApp('/admin');
    expect(await screen.findByText('Licenses to verify')).toBeTruthy();
    expect(screen.getByText('New access requests')).toBeTruthy();
    expect(screen.queryByText('Open orders to ship')).toBeNull();
    expect(screen.getByText('Compliance')).toBeTruthy();
  });

  it('an ended session (401) clears the staff token and returns to sign-in, then back to the page', async () => {
    storeSession(member(['order_desk']));
    backOffice(member(['order_desk']), {
      'GET /api/admin/auth/me': () => apiError(401, 'Sign in to the back office.'),
    });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fadmin');
    expect(readStaffSession()).toBeNull();
  });

  it('signs out: the session ends on the server and in this browser', async () => {
    storeSession(member(['administrator'], 'Ada'));
    const { requests } = backOffice(member(['administrator'], 'Ada'));
    const { user, router } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Sign out of the back office' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('');
    expect(readStaffSession()).toBeNull();
    const logout = requests.find((r) => r.path === '/api/admin/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('an unknown back-office path says so inside the back office', async () => {
    storeSession(member(['order_desk']));
    backOffice(member(['order_desk']));
    renderApp('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'No such back-office page' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
  });
});

describe('AdminPage', () => {
  it("shows why instead of a page whose area the member's roles do not open", () => {
    renderPage(
      <StaffContext value={member(['content'])}>
        <AdminPage title="Orders" area="orders">
          <p>queue</p>
        </AdminPage>
      </StaffContext>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Orders: not open to your roles');
    expect(screen.queryByText('queue')).toBeNull();
  });

  it('shows the page to a member whose roles open it', () => {
    renderPage(
      <StaffContext value={member(['order_desk'])}>
        <AdminPage title="Orders" area="orders">
          <p>queue</p>
        </AdminPage>
      </StaffContext>,
    );
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('queue')).toBeTruthy();
  });
});

describe('AdminTable', () => {
  const columns = [
    { key: 'name', header: 'Name', cell: (row: { id: number; name: string }) => row.name },
    { key: 'id', header: 'Id', align: 'right' as const, cell: (row: { id: number }) => row.id },
  ];

  it('lists rows with a pager', async () => {
    const pages: number[] = [];
    const { user } = renderPage(
      <AdminTable
        caption="Things"
        columns={columns}
        rows={[
          { id: 1, name: 'One' },
          { id: 2, name: 'Two' },
        ]}
        rowKey={(row) => row.id}
        paging={{ page: 1, pages: 3, total: 30, noun: 'things', onPage: (next) => pages.push(next) }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 3 · 30 things')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pages).toEqual([2]);
  });

  it("says when there is nothing, and shows the API's message on failure", async () => {
    const { rerender } = renderPage(
      <AdminTable caption="Things" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No things." />,
    );
    expect(screen.getByText('No things.')).toBeTruthy();
    const { ApiError } = await import('@/lib/api-client');
    rerender(
      <AdminTable
        caption="Things"
        columns={columns}
        rows={undefined}
        rowKey={(row) => row.id}
        error={new ApiError(403, 'Your roles do not open orders.')}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your roles do not open orders.');
  });
});

describe('safeAdminReturnTo', () => {
  it('returns to back-office paths only', () => {
    expect(safeAdminReturnTo('/admin/orders?status=open')).toBe('/admin/orders?status=open');
    expect(safeAdminReturnTo('/admin')).toBe('/admin');
    expect(safeAdminReturnTo('/administrator')).toBe('/admin');
    expect(safeAdminReturnTo('/admin/login')).toBe('/admin');
    expect(safeAdminReturnTo('//evil.example/admin')).toBe('/admin');
    expect(safeAdminReturnTo('https://evil.example/admin')).toBe('/admin');
    expect(safeAdminReturnTo('/myaccount')).toBe('/admin');
    expect(safeAdminReturnTo(null)).toBe('/admin');
  });
});
