// The allocation maximum in the back office takes service spec §5's whole numbers only, says why
// beside the field, and sends nothing until it is put right (issue 31 point 2).
import { screen, waitFor } from '@testing-library/react';
import type { StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { saveStaffSession } from '../lib/staff-session';
import { SetAllocationForm } from './allocations';

const staff: StaffMember = {
  id: 3,
  username: 'catalogue@staff.medsupply.example',
  email: 'catalogue@staff.medsupply.example',
  firstName: 'Sam',
  lastName: 'Ortiz',
  roles: ['catalogue'],
  areas: staffAreasOf(['catalogue']),
};

describe('Set an allocation', () => {
  it.each([
    ['2.5', 'Decimals not allowed'],
    ['lots', 'Only numbers can be entered'],
    ['-1', 'Enter a quantity of 0 or more.'],
  ])('says why a maximum of %j cannot be used and sends nothing', async (typed, message) => {
    saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
    const { requests } = mockApi({
      'PUT /api/admin/allocations': () =>
        json({
          id: 1,
          account: { id: 4, name: 'Lakeside Family Clinic', number: 'C10004' },
          item: { id: 7, itemName: 'GLV-100' },
          maxQuantity: 12,
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
        }),
    });
    const { user } = renderPage(<SetAllocationForm itemId={7} />);
    await user.type(screen.getByLabelText('Account number'), 'C10004');
    const maximum = screen.getByLabelText<HTMLInputElement>('Maximum (base units)');
    await user.type(maximum, typed);
    expect(maximum.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(maximum.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      message,
    );
    await user.click(screen.getByRole('button', { name: 'Set allocation' }));
    expect(maximum.value).toBe(typed);
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(maximum);
    await user.type(maximum, '12');
    expect(maximum.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set allocation' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const sent = requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      accountNumber: 'C10004',
      itemId: 7,
      maxQuantity: 12,
    });
  });

  it('asks for a maximum when it is left empty', async () => {
    saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
    const { requests } = mockApi({});
    const { user } = renderPage(<SetAllocationForm itemId={7} />);
    await user.type(screen.getByLabelText('Account number'), 'C10004');
    const maximum = screen.getByLabelText<HTMLInputElement>('Maximum (base units)');
    // Untouched, it says nothing yet.
    expect(maximum.getAttribute('aria-invalid')).toBeNull();
    // The browser's own check stops an empty required field; the form's check says why as well.
    maximum.required = false;
    await user.click(screen.getByRole('button', { name: 'Set allocation' }));
    expect(maximum.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a quantity of 0 or more.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});
