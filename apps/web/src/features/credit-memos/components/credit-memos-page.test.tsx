import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditMemoSummary } from '@medsupply/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { CreditMemosPage } from './credit-memos-page';

const memo = (id: number, total: number, amountPaid: number): CreditMemoSummary => ({
  id,
  tranId: `CM-${100000 + id}`,
  date: '2026-02-01',
  reason: 'Damaged in transit',
  invoice: { id: 31, tranId: 'INV-100231' },
  total,
  amountPaid,
  remaining: total - amountPaid,
});

let requests: RecordedRequest[];

beforeEach(() => {
  signIn();
  ({ requests } = mockApi({
    'GET /api/myaccount/transaction/creditmemos/paginate': (request) => {
      const open = request.url.includes('status.value=open');
      const results = open ? [memo(12, 80, 30)] : [memo(12, 80, 30), memo(13, 40, 40)];
      return json({ results, page: 1, pages: 1, total: results.length, limit: 10 });
    },
    'GET /api/myaccount/transaction/creditmemos/byId': () =>
      json({
        creditMemo: {
          ...memo(12, 80, 30),
          applications: [
            {
              invoice: { id: 29, tranId: 'INV-100229' },
              payment: { id: 8, tranId: 'PAY-100008' },
              date: '2026-02-10',
              amount: 30,
            },
          ],
        },
      }),
    'POST /api/myaccount/transaction/generatePDF': () =>
      json({ pdfUrl: '/api/myaccount/transaction/pdf?token=m', expiresAt: '2026-02-10T10:10:00.000Z' }),
  }));
});

const hrefs = {
  memoHref: (id: number) => `/myaccount/menu/creditmemos?id=${id}`,
  invoiceHref: (id: number) => `/myaccount/menu/invoicedetails?id=${id}`,
  applyHref: (id: number) => `/myaccount/menu/payment/create?creditMemo=${id}`,
};

describe('Credit Memos (issue 18 point 5)', () => {
  it('lists memos with their remaining balance, Apply only where something is left, and filters to open ones', async () => {
    const user = userEvent.setup();
    renderPage(<CreditMemosPage selectedId={null} {...hrefs} />);
    const table = await screen.findByRole('table');
    const open = within(table).getByRole('link', { name: 'CM-100012' }).closest('tr')!;
    expect(within(open).getByText('$50.00')).toBeTruthy();
    expect(within(open).getByRole('link', { name: 'Apply CM-100012 to invoices' }).getAttribute('href')).toBe(
      '/myaccount/menu/payment/create?creditMemo=12',
    );
    const used = within(table).getByRole('link', { name: 'CM-100013' }).closest('tr')!;
    expect(within(used).getByText('Fully applied')).toBeTruthy();
    expect(within(used).queryByRole('link', { name: /Apply/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'open');
    await vi.waitFor(() => expect(within(screen.getByRole('table')).queryByText('CM-100013')).toBeNull());
    expect(requests.at(-1)?.url).toContain('status.value=open');
  });

  it('shows a memo’s details with where it was applied, and its PDF', async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    renderPage(<CreditMemosPage selectedId={12} {...hrefs} openUrl={openUrl} />);
    const details = within(await screen.findByRole('region', { name: 'Credit memo CM-100012' }));
    expect(details.getByText('Remaining balance')).toBeTruthy();
    expect(details.getByText(/with payment PAY-100008/)).toBeTruthy();
    expect(details.getByRole('link', { name: 'Apply to invoices' }).getAttribute('href')).toBe(
      '/myaccount/menu/payment/create?creditMemo=12',
    );
    await user.click(details.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('/api/myaccount/transaction/pdf?token=m'));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual([{ type: 'creditMemo', transactionId: 12 }]);
  });
});
