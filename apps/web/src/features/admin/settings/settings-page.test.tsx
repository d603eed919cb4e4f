// The back office's Settings page (issue 34): the dating threshold read and saved, a number out of
// range refused beside the field, the page and its nav entry only for members whose roles open
// the settings area.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';

import { json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../lib/staff-session';

const member = (roles: StaffMember['roles']): StaffMember => ({
  id: 3,
  username: 'compliance@staff.medsupply.example',
  email: 'compliance@staff.medsupply.example',
  firstName: 'Dana',
  lastName: 'Whitfield',
  roles,
  areas: staffAreasOf(roles),
});

describe('/admin/settings', () => {
  it('shows the dating threshold and saves a new one', async () => {
    const staff = member(['compliance']);
    saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
    const { requests } = mockApi({
      'GET /api/admin/auth/me': () => json({ staff }),
      'GET /api/admin/settings/lots': () => json({ shortDatingMonths: 6 }),
      'PUT /api/admin/settings/lots': ({ body }) => json(JSON.parse(body ?? '{}')),
    });
    const { user } = renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Dating threshold' });
    const field = within(form).getByLabelText<HTMLInputElement>('Warn under (months of dating)');
    await waitFor(() => expect(field.value).toBe('6'));
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Settings' }),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, '40');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter a whole number of months from 0 to 36.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/under 9 months' dating/)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ shortDatingMonths: 9 });
  });

  it('is not offered to the order desk', async () => {
    const staff = member(['order_desk']);
    saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
    mockApi({ 'GET /api/admin/auth/me': () => json({ staff }) });
    renderApp('/admin/settings');
    expect((await screen.findByRole('alert')).textContent).toContain('not open to your roles');
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', {
        name: 'Settings',
      }),
    ).toBeNull();
  });
});
