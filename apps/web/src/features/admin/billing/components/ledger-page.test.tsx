// A customer's ledger in the back office (issue 20 point 3; ADR 0030) through the app's routes:
// the aging and the entries, a check applied oldest due first (the body the API receives, with an
// Idempotency-Key), the API's refusal shown in its words, and a credit memo on account; refunds of
// payments the gateway took (issue 26, ADR 0035): the action where it applies, what is checked
// before sending, the one request and its key, the refusal, and the confirmation.
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
  refundable: null,
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
    // A card order's capture, $20.00 of it refunded already (RF-100003).
    entry({
      type: 'payment',
      id: 20,
      tranId: 'PAY-100020',
      dueDate: null,
      status: 'Deposited',
      memo: 'Captured at shipment of SO-100077',
      amount: -150,
      open: 0,
      refundable: {
        remaining: 130,
        methodLabel: 'American Express ending in 0005',
        invoice: { id: 1, tranId: 'INV-100001' },
      },
    }),
    // A card payment of several invoices: an amount only.
    entry({
      type: 'payment',
      id: 21,
      tranId: 'PAY-100021',
      dueDate: null,
      status: 'Deposited',
      memo: null,
      amount: -60,
      open: 0,
      refundable: { remaining: 60, methodLabel: 'Visa ending in 4242', invoice: null },
    }),
    // Refunded in full: nothing left to give back.
    entry({
      type: 'payment',
      id: 22,
      tranId: 'PAY-100022',
      dueDate: null,
      status: 'Deposited',
      memo: null,
      amount: -45,
      open: 0,
      refundable: { remaining: 0, methodLabel: 'Visa ending in 4242', invoice: null },
    }),
    entry({
      type: 'refund',
      id: 3,
      tranId: 'RF-100003',
      dueDate: null,
      status: 'Refunded',
      memo: 'Refund of PAY-100020',
      amount: 20,
      open: 0,
    }),
    entry({
      type: 'refund',
      id: 4,
      tranId: 'RF-100004',
      dueDate: null,
      status: 'Refused',
      memo: 'Refund of PAY-100022',
      amount: 0,
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

    // issue 31 point 2: the whole-number rule and the bound are said beside the box as typed.
    await user.type(gloves, '1.5');
    expect(gloves.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(gloves.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Decimals not allowed',
    );
    await user.clear(gloves);
    await user.type(gloves, '4');
    expect(document.getElementById(gloves.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a quantity of 3 or less.',
    );
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

describe('refunding a payment from the ledger', () => {
  const refundPath = '/api/admin/payments/20/refund';
  const refunded = {
    refund: { id: 5, tranId: 'RF-100005', paymentId: 20, status: 'done', amount: 25 },
    creditMemo: {
      id: 30,
      tranId: 'CM-100030',
      accountId: 42,
      invoice: { id: 1, tranId: 'INV-100001' },
      memoDate: '2026-11-26T15:00:00.000Z',
      reason: 'Returned: wrong size',
      total: 25,
      remaining: 0,
      lines: [],
    },
  };
  const invoiceLines = () =>
    json({
      invoice: { id: 1, tranId: 'INV-100001', accountId: 42 },
      lines: [
        { id: 11, itemName: 'Nitrile Exam Gloves, Medium', quantity: 4, credited: 1, unitPrice: 12 },
        { id: 12, itemName: 'Gauze Sponges 4x4', quantity: 2, credited: 2, unitPrice: 5 },
        { id: 13, itemName: 'Infusion Pump', quantity: 1, credited: 0, unitPrice: 500 },
      ],
    });

  async function openRefund(tranId: string) {
    const rendered = renderApp('/admin/billing/accounts/42');
    const ledgerTable = await screen.findByRole('region', { name: 'Ledger' });
    await rendered.user.click(await within(ledgerTable).findByRole('button', { name: `Refund ${tranId}` }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: `Refund ${tranId}` }) };
  }

  it('lists refunds, and offers Refund only on payments the gateway took with money left', async () => {
    backOffice();
    renderApp('/admin/billing/accounts/42');
    const table = await screen.findByRole('region', { name: 'Ledger' });
    const refund = await within(table).findByRole('row', { name: /RF-100003/ });
    expect(within(refund).getByText('Refund')).toBeTruthy();
    expect(within(refund).getByText('Refunded')).toBeTruthy();
    expect(within(refund).getByText('Refund of PAY-100020')).toBeTruthy();
    expect(within(refund).getByText('$20.00')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /RF-100004/ })).getByText('Refused')).toBeTruthy();

    expect(within(table).getByRole('button', { name: 'Refund PAY-100020' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Refund PAY-100021' })).toBeTruthy();
    // A check the store recorded, and a payment refunded in full.
    expect(within(table).queryByRole('button', { name: 'Refund PAY-100009' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Refund PAY-100022' })).toBeNull();
    expect(within(table).getAllByRole('button', { name: /^Refund / })).toHaveLength(2);
  });

  it('checks the amount and the reason before sending, and sends nothing then', async () => {
    const { requests } = backOffice();
    const { user, dialog } = await openRefund('PAY-100020');
    expect(within(dialog).getByText('Left to refund').nextElementSibling?.textContent).toBe('$130.00');
    expect(within(dialog).getByText('Refunded before').nextElementSibling?.textContent).toBe('$20.00');
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    const send = within(dialog).getByRole('button', { name: 'Refund payment' });

    await user.click(send);
    expect(within(dialog).getByText('Enter the amount to refund, such as 40.00.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.type(amount, '0.00');
    await user.click(send);
    expect(within(dialog).getByText('Enter an amount of $0.01 or more.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(send);
    expect(within(dialog).getByText('Enter the amount to refund, such as 40.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '130.01');
    await user.click(send);
    expect(
      within(dialog).getByText('PAY-100020: Cannot refund more than $130.00, what is left of the payment.'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '25');
    expect(within(dialog).getByText(/^To refund:/).textContent).toBe(
      'To refund: $25.00 to American Express ending in 0005, with a credit memo against INV-100001 that the refund uses at once.',
    );
    await user.click(send);
    expect(within(dialog).getByText('Enter the reason the customer will read.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('maxlength')).toBe('200');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends an amount once with an Idempotency-Key, confirms the refund and its memo, and refetches the ledger', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = backOffice({
      [`POST ${refundPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, dialog } = await openRefund('PAY-100020');
    await user.type(within(dialog).getByLabelText('Amount to refund ($)'), '25');
    await user.type(within(dialog).getByLabelText('Reason'), 'Returned: wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    // While it is sent the button cannot send it again.
    const sending = await within(dialog).findByRole('button', { name: 'Refunding…' });
    expect(sending).toHaveProperty('disabled', true);
    await user.click(sending);
    answer(json(refunded));

    expect(
      await within(dialog).findByText(
        'RF-100005: $25.00 refunded to American Express ending in 0005. Credit memo CM-100030 against INV-100001 records it.',
      ),
    ).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe(refundPath);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    expect(JSON.parse(posts[0]?.body ?? '{}')).toEqual({ amount: 25, reason: 'Returned: wrong size' });
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/admin/accounts/42/ledger')).toHaveLength(2),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refunds units returned on the invoice’s lines, never more than are left of them or of the payment', async () => {
    const { requests } = backOffice({
      'GET /api/admin/invoices/1/lines': invoiceLines,
      [`POST ${refundPath}`]: () =>
        json({
          ...refunded,
          refund: { ...refunded.refund, amount: 24 },
          creditMemo: { ...refunded.creditMemo, total: 24 },
        }),
    });
    const { user, dialog } = await openRefund('PAY-100020');
    await user.click(within(dialog).getByRole('radio', { name: 'Units returned' }));
    expect(within(dialog).queryByLabelText('Amount to refund ($)')).toBeNull();
    const gloves = await within(dialog).findByLabelText('Returned units of Nitrile Exam Gloves, Medium');
    expect(within(dialog).queryByLabelText('Returned units of Gauze Sponges 4x4')).toBeNull();
    await user.type(within(dialog).getByLabelText('Reason'), 'Returned: box crushed');
    const send = within(dialog).getByRole('button', { name: 'Refund payment' });

    await user.type(gloves, '4');
    await user.click(send);
    expect(
      within(dialog).getByText(
        'Nitrile Exam Gloves, Medium: enter a whole number of units returned, at most 3.',
      ),
    ).toBeTruthy();
    await user.clear(gloves);
    const pump = within(dialog).getByLabelText('Returned units of Infusion Pump');
    await user.type(pump, '1');
    await user.click(send);
    expect(
      within(dialog).getByText('PAY-100020: Cannot refund more than $130.00, what is left of the payment.'),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(pump);
    await user.type(gloves, '2');
    expect(within(dialog).getByText(/^To refund:/).textContent).toContain(
      'To refund: $24.00 (the units returned at the invoiced prices) to American Express ending in 0005',
    );
    await user.click(send);
    expect(await within(dialog).findByText(/^RF-100005: \$24\.00 refunded/)).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(posts[0]?.body ?? '{}')).toEqual({
      lines: [{ invoiceLineId: 11, quantity: 2 }],
      reason: 'Returned: box crushed',
    });
  });

  it('offers an amount only for a payment of several invoices', async () => {
    backOffice();
    const { dialog } = await openRefund('PAY-100021');
    expect(within(dialog).queryByRole('radio', { name: 'Units returned' })).toBeNull();
    expect(
      within(dialog).getByText(/^This payment paid more than one invoice: refund an amount\./),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Amount to refund ($)')).toBeTruthy();
  });

  it('shows the API’s refusal in its words, and sends again under a new key', async () => {
    let calls = 0;
    const { requests } = backOffice({
      [`POST ${refundPath}`]: () =>
        ++calls === 1
          ? apiError(
              400,
              'INV-100001: Cannot credit more than $10.00, what is left of the invoice after its credit memos.',
            )
          : json(refunded),
    });
    const { user, dialog } = await openRefund('PAY-100020');
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    await user.type(amount, '25');
    await user.type(within(dialog).getByLabelText('Reason'), 'Returned: wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect(
      await within(dialog).findByText(
        'INV-100001: Cannot credit more than $10.00, what is left of the invoice after its credit memos.',
      ),
    ).toBeTruthy();
    // The form stays as typed; the refusal was final, so the next send is a new request.
    expect((amount as HTMLInputElement).value).toBe('25');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    await within(dialog).findByText(/^RF-100005: \$25\.00 refunded/);
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps the key when the answer was lost, so sending again cannot refund twice', async () => {
    let calls = 0;
    const { requests } = backOffice({
      [`POST ${refundPath}`]: () => {
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return json(refunded);
      },
    });
    const { user, dialog } = await openRefund('PAY-100020');
    await user.type(within(dialog).getByLabelText('Amount to refund ($)'), '25');
    await user.type(within(dialog).getByLabelText('Reason'), 'Returned: wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    expect(
      await within(dialog).findByText('We could not reach the store. Check your connection and try again.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment' }));
    await within(dialog).findByText(/^RF-100005: \$25\.00 refunded/);
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
