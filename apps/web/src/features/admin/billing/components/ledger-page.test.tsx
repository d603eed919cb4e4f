// A customer's ledger in the back office (issue 20 point 3; ADR 0030) through the app's routes:
// the aging and the entries, a check applied oldest due first (the body the API receives, with an
// Idempotency-Key), the API's refusal shown in its words, and a credit memo on account.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LedgerResponse, StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../../lib/staff-session';

const staff: StaffMember = {
  id: 3,
  username: 'ar@staff.medsupply.example',
  email: 'ar@staff.medsupply.example',
  firstName: 'Priya',
  lastName: 'Shah',
  roles: ['accounts_receivable'],
  areas: staffAreasOf(['accounts_receivable']),
};

const entry = (o: Partial<LedgerResponse['entries'][number]>): LedgerResponse['entries'][number] => ({
  type: 'invoice',
  id: 1,
  tranId: 'INV-100001',
  date: '2026-10-01T15:00:00.000Z',
  dueDate: '2026-10-31',
  status: 'Open',
  memo: null,
  amount: 100,
  open: 100,
  ...o,
});

const ledger: LedgerResponse = {
  account: {
    id: 42,
    name: 'St. Brendan Surgical Center',
    number: 'C10042',
    terms: 'Net 30',
    creditLimit: 5000,
    availableBalance: 4850,
  },
  asOf: '2026-11-26',
  aging: { current: 50, days1To30: 100, days31To60: 0, days61To90: 0, over90: 0, total: 150 },
  entries: [
    entry({
      id: 2,
      tranId: 'INV-100002',
      dueDate: '2026-12-20',
      amount: 80,
      open: 50,
      date: '2026-11-20T15:00:00.000Z',
    }),
    entry({}),
    entry({
      type: 'payment',
      id: 9,
      tranId: 'PAY-100009',
      dueDate: null,
      status: 'Deposited',
      memo: 'Check #1',
      amount: -30,
      open: 0,
    }),
  ],
};

function backOffice(extra: Parameters<typeof mockApi>[0] = {}) {
  saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
  return mockApi({
    'GET /api/admin/auth/me': () => json({ staff }),
    'GET /api/admin/accounts/42/ledger': () => json(ledger),
    ...extra,
  });
}

describe('/admin/billing/accounts/:id', () => {
  it('applies a check to the oldest due invoices first and sends it once with an Idempotency-Key', async () => {
    const { requests } = backOffice({
      'POST /api/admin/payments': () =>
        json({
          payment: {
            id: 10,
            tranId: 'PAY-100010',
            accountId: 42,
            method: 'check',
            amount: 120,
            applied: 120,
            unapplied: 0,
            paidAt: '2026-11-26T15:00:00.000Z',
            memo: 'Check #20417',
          },
          invoices: [],
        }),
    });
    const { user } = renderApp('/admin/billing/accounts/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^St\. Brendan Surgical Center \(C10042\)/ }),
    ).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Record a payment received' });
    await user.type(within(form).getByLabelText('Amount received ($)'), '120');
    await user.type(within(form).getByLabelText('Check number'), '20417');
    await user.click(within(form).getByRole('button', { name: 'Apply oldest due first' }));
    expect(within(form).getByLabelText<HTMLInputElement>('Apply to INV-100001').value).toBe('100.00');
    expect(within(form).getByLabelText<HTMLInputElement>('Apply to INV-100002').value).toBe('20.00');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(/PAY-100010 recorded: \$120\.00 applied/)).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/payments');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(posts[0]?.body ?? '{}')).toMatchObject({
      accountId: 42,
      method: 'check',
      amount: 120,
      reference: '20417',
      applications: expect.arrayContaining([
        { invoiceId: 1, amount: 100 },
        { invoiceId: 2, amount: 20 },
      ]),
    });
  });

  it('shows the API’s refusal in its words and asks for what is missing before sending', async () => {
    const { requests } = backOffice({
      'POST /api/admin/payments': () =>
        apiError(400, 'INV-100001: Cannot apply more than $100.00, what the invoice owes.'),
    });
    const { user } = renderApp('/admin/billing/accounts/42');
    const form = await screen.findByRole('region', { name: 'Record a payment received' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByText('Enter the amount received, such as 125.00.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Amount received ($)'), '150');
    await user.type(within(form).getByLabelText('Check number'), '7');
    await user.type(within(form).getByLabelText('Apply to INV-100001'), '150');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('INV-100001: Cannot apply more than $100.00, what the invoice owes.'),
    ).toBeTruthy();
  });

  it('issues a credit memo on account', async () => {
    const { requests } = backOffice({
      'POST /api/admin/credit-memos': () =>
        json({
          creditMemo: {
            id: 5,
            tranId: 'CM-100005',
            accountId: 42,
            invoice: null,
            memoDate: '2026-11-26T15:00:00.000Z',
            reason: 'Goodwill',
            total: 25,
            remaining: 25,
            lines: [],
          },
        }),
    });
    const { user } = renderApp('/admin/billing/accounts/42');
    const form = await screen.findByRole('region', { name: 'Issue a credit memo' });
    await user.type(within(form).getByLabelText('Amount ($)'), '25');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(form).findByText(/CM-100005 issued for \$25\.00/)).toBeTruthy();
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/admin/credit-memos')).toHaveLength(1));
    expect(JSON.parse(requests.find((r) => r.path === '/api/admin/credit-memos')?.body ?? '{}')).toEqual({
      accountId: 42,
      amount: 25,
      reason: 'Goodwill',
    });
  });
  it('issues a credit memo for units returned on an invoice’s lines, never more than are left', async () => {
    const { requests } = backOffice({
      'GET /api/admin/invoices/1/lines': () =>
        json({
          invoice: { id: 1, tranId: 'INV-100001', accountId: 42 },
          lines: [
            { id: 11, itemName: 'Nitrile Exam Gloves, Medium', quantity: 4, credited: 1, unitPrice: 12 },
            { id: 12, itemName: 'Gauze Sponges 4x4', quantity: 2, credited: 2, unitPrice: 5 },
          ],
        }),
      'POST /api/admin/credit-memos': () =>
        json({
          creditMemo: {
            id: 6,
            tranId: 'CM-100006',
            accountId: 42,
            invoice: { id: 1, tranId: 'INV-100001' },
            memoDate: '2026-11-26T15:00:00.000Z',
            reason: 'Returned: box crushed',
            total: 24,
            remaining: 24,
            lines: [],
          },
        }),
    });
    const { user } = renderApp('/admin/billing/accounts/42');
    const form = await screen.findByRole('region', { name: 'Issue a credit memo' });
    await user.selectOptions(within(form).getByLabelText('Against invoice'), 'INV-100001 ($100.00)');
    await user.click(within(form).getByRole('radio', { name: 'Units returned' }));
    expect(within(form).queryByLabelText('Amount ($)')).toBeNull();
    const gloves = await within(form).findByLabelText('Returned units of Nitrile Exam Gloves, Medium');
    // A line credited in full takes no more.
    expect(within(form).queryByLabelText('Returned units of Gauze Sponges 4x4')).toBeNull();
    expect(within(form).getByText('All credited')).toBeTruthy();

    await user.type(gloves, '4');
    await user.type(within(form).getByLabelText('Reason'), 'Returned: box crushed');
    await user.click(within(form).getByRole('button', { name: 'Issue credit memo' }));
    expect(
      within(form).getByText(
        'Nitrile Exam Gloves, Medium: enter a whole number of units returned, at most 3.',
      ),
    ).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/admin/credit-memos')).toHaveLength(0);

    await user.clear(gloves);
    await user.type(gloves, '2');
    expect(within(form).getByText('$24.00')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Issue credit memo' }));
    expect(await within(form).findByText(/CM-100006 issued for \$24\.00/)).toBeTruthy();
    const posted = requests.filter((r) => r.path === '/api/admin/credit-memos');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(posted[0]?.body ?? '{}')).toEqual({
      accountId: 42,
      invoiceId: 1,
      lines: [{ invoiceLineId: 11, quantity: 2 }],
      reason: 'Returned: box crushed',
    });
  });
});
