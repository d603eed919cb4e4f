// Receiving an item that carries lots (issue 34, ADR 0052): one row per lot, the total their sum,
// each row's problem under its field before anything is sent, the API's refusal in its words, and
// the body the API takes (quantity = the rows' sum, the lots as typed).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminInventoryItemDetails, StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../lib/staff-session';

const staff: StaffMember = {
  id: 2,
  username: 'orders@staff.medsupply.example',
  email: 'orders@staff.medsupply.example',
  firstName: 'Jordan',
  lastName: 'Reyes',
  roles: ['order_desk'],
  areas: staffAreasOf(['order_desk']),
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ITEM: AdminInventoryItemDetails = {
  id: 5,
  itemName: 'LID-100',
  displayName: 'Lidocaine 1%, 10 mL vial',
  manufacturer: 'Yarrow Pharmaceuticals',
  mpn: 'YRP-100',
  inactive: false,
  carriesLots: true,
  quantityAvailable: 4,
  quantityBackordered: 0,
  restockExpectedOn: null,
  lots: [
    {
      id: 1,
      lotNumber: 'OLD-7',
      expiresOn: inDays(200),
      quantityOnHand: 4,
      quantityQuarantined: 0,
      saleStoppedAt: null,
    },
  ],
  backorders: [],
};

describe('/admin/inventory/:id for an item that carries lots', () => {
  it('receives one row per lot, the quantity their sum, refusing a bad row beside its field', async () => {
    saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
    let attempt = 0;
    const { requests } = mockApi({
      'GET /api/admin/auth/me': () => json({ staff }),
      'GET /api/admin/inventory/5': () => json(ITEM),
      'POST /api/admin/items/5/receipts': () => {
        attempt += 1;
        if (attempt === 1) {
          return apiError(
            422,
            'Lot OLD-7 is already in stock with expiry 2027-06-30: one lot has one expiry date.',
            'VALIDATION',
          );
        }
        return json({
          itemId: 5,
          quantityReceived: 10,
          quantityAvailable: 14,
          lots: [
            { lotId: 1, lotNumber: 'OLD-7', expiresOn: inDays(200), quantity: 6 },
            { lotId: 2, lotNumber: 'NEW-8', expiresOn: inDays(500), quantity: 4 },
          ],
          backordersFilled: [],
        });
      },
    });
    const { user } = renderApp('/admin/inventory/5');
    const form = await screen.findByRole('form', { name: 'Receive stock' });
    expect(within(screen.getByRole('table', { name: /^Lots of this item/ })).getByText('OLD-7')).toBeTruthy();
    // No bare quantity: the rows make the total.
    expect(within(form).getAllByLabelText('Quantity')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Receive stock' }));
    expect(within(form).getByText('Enter the lot number.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const first = within(form).getByRole('group', { name: 'Lot 1' });
    await user.type(within(first).getByLabelText('Lot number'), 'OLD-7');
    await user.type(within(first).getByLabelText('Expiry date'), inDays(200));
    await user.type(within(first).getByLabelText('Quantity'), '6');
    await user.click(within(form).getByRole('button', { name: 'Add a lot' }));
    const second = within(form).getByRole('group', { name: 'Lot 2' });
    await user.type(within(second).getByLabelText('Lot number'), 'old-7');
    await user.type(within(second).getByLabelText('Expiry date'), inDays(500));
    await user.type(within(second).getByLabelText('Quantity'), '4');
    expect(within(form).getByText(/Total received:/).textContent).toBe('Total received: 10');
    await user.click(within(form).getByRole('button', { name: 'Receive stock' }));
    expect(within(second).getByText('Lot old-7 is listed twice: enter each lot once.')).toBeTruthy();
    await user.clear(within(second).getByLabelText('Lot number'));
    await user.type(within(second).getByLabelText('Lot number'), 'NEW-8');

    await user.click(within(form).getByRole('button', { name: 'Receive stock' }));
    expect(
      await within(form).findByText(/^Lot OLD-7 is already in stock with expiry 2027-06-30/),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Receive stock' }));
    expect(
      await screen.findByText(/^Received 10\. In stock now: 14\. Lots: OLD-7 \(6\), NEW-8 \(4\)\.$/),
    ).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(JSON.parse(posts[0]?.body ?? '{}')).toEqual({
      quantity: 10,
      lots: [
        { lotNumber: 'OLD-7', expiresOn: inDays(200), quantity: 6 },
        { lotNumber: 'NEW-8', expiresOn: inDays(500), quantity: 4 },
      ],
    });
    await waitFor(() =>
      expect(posts[1]?.headers.get('Idempotency-Key')).toBe(posts[0]?.headers.get('Idempotency-Key')),
    );
  });
});
