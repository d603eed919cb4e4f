import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentDetails as PaymentDetailsData, PaymentSummary } from '@medsupply/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { PaymentDetails } from './payment-details';
import { PaymentHistoryPage } from './payment-history-page';

const summary = (id: number): PaymentSummary => ({
  id,
  tranId: `PAY-${100000 + id}`,
  date: '2026-03-10',
  status: 'Deposited',
  methodLabel: 'Visa ending in 4242',
  memo: null,
  amount: 412.5,
  convenienceFee: 12.38,
  unapplied: 0,
});

const details: PaymentDetailsData = {
  ...summary(88),
  reference: 'ch_123',
  invoices: [{ id: 31, tranId: 'INV-100231', dueDate: '2026-03-31', applied: 462.5, amountDue: 220.82 }],
  creditsUsed: [{ kind: 'credit-memo', id: 4, tranId: 'CM-100012', amount: 50 }],
};

let requests: RecordedRequest[];

beforeEach(() => {
  signIn();
  ({ requests } = mockApi({
    'GET /api/myaccount/transaction/payments/paginate': (request) => {
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
      const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11];
      return json({ results: ids.map(summary), page, pages: 2, total: 11, limit: 10 });
    },
    'GET /api/myaccount/transaction/payments/byId': (request) =>
      request.url.includes('id=88') ? json({ payment: details }) : apiError(404, 'Payment not found'),
    'POST /api/myaccount/transaction/generatePDF': () =>
      json({ pdfUrl: '/api/myaccount/transaction/pdf?token=r', expiresAt: '2026-03-10T10:10:00.000Z' }),
  }));
});

describe('Payment History and Payment Details (issue 18 point 4)', () => {
  it('lists 10 payments a page, each linking to its details, and pages on', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentHistoryPage paymentHref={(id) => `/myaccount/menu/paymentdetails?id=${id}`} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const row = within(table).getByRole('link', { name: 'PAY-100001' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PAY-100001', '03/10/2026', 'Visa ending in 4242', 'Deposited', '$412.50', '$0.00']);
    expect(within(table).getByRole('link', { name: 'PAY-100001' }).getAttribute('href')).toBe(
      '/myaccount/menu/paymentdetails?id=1',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Page 2 of 2 · 11 payments/)).toBeTruthy();
    expect(requests.at(-1)?.url).toContain('page=2');
  });

  it('shows what a payment paid and the credits used, and downloads its receipt', async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    renderPage(
      <PaymentDetails
        id={88}
        invoiceHref={(id) => `/myaccount/menu/invoicedetails?id=${id}`}
        openUrl={openUrl}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Payment PAY-100088' })).toBeTruthy();
    const paid = within(screen.getByRole('table'));
    const row = paid.getByRole('link', { name: 'INV-100231' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['INV-100231', '03/31/2026', '$462.50', '$220.82']);
    expect(screen.getByText('CM-100012')).toBeTruthy();
    expect(screen.getByText('$12.38')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('/api/myaccount/transaction/pdf?token=r'));
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual([{ type: 'paymentReceipt', transactionId: 88 }]);
  });

  it('says so when the payment is not found', async () => {
    renderPage(<PaymentDetails id={99} invoiceHref={() => '/'} openUrl={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Payment not found');
  });
});
