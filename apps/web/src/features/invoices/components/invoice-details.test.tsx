import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { InvoiceDetails as InvoiceDetailsData } from '@medsupply/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { InvoiceDetails } from './invoice-details';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const address = {
  addressee: 'Lakeside Clinic',
  attention: 'Accounts Payable',
  line1: '1 Lake Rd',
  line2: null,
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  country: 'US',
};

const invoice: InvoiceDetailsData = {
  id: 31,
  tranId: 'INV-100231',
  status: 'Open',
  date: '2026-03-01',
  dueDate: '2026-03-31',
  daysOverdue: 12,
  poNumber: 'PO-77',
  salesOrder: { id: 42, tranId: 'SO-1042' },
  total: 1183.32,
  amountDue: 683.32,
  terms: 'Net 30',
  billAddress: { ...address, addressee: 'Lakeside Billing' },
  shipAddress: address,
  shippingMethod: 'UPS Ground',
  lines: [
    {
      itemId: 9,
      itemName: 'GL-100',
      displayName: 'Nitrile gloves',
      urlComponent: null,
      unit: 'Case',
      quantity: 10,
      rate: 110,
      amount: 1100,
    },
  ],
  shipments: [
    {
      id: 5,
      tranId: 'IF-9',
      status: 'Shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      shippedAt: '2026-03-01T10:00:00.000Z',
      deliveredAt: null,
    },
  ],
  applied: [
    { kind: 'payment', id: 3, tranId: 'PAY-100088', date: '2026-03-10', amount: 400 },
    { kind: 'credit-memo', id: 4, tranId: 'CM-100012', date: '2026-03-12', amount: 100 },
  ],
  subtotal: 1100,
  shipping: 12.5,
  tax: 70.82,
  amountPaid: 500,
};

let requests: RecordedRequest[];
let failPdf = false;

beforeEach(() => {
  signIn();
  failPdf = false;
  vi.mocked(toast.error).mockClear();
  ({ requests } = mockApi({
    'GET /api/myaccount/transaction/invoices/byId': (request) =>
      request.url.includes('id=31') ? json({ invoice }) : apiError(404, 'Invoice not found'),
    'POST /api/myaccount/transaction/generatePDF': () =>
      failPdf
        ? apiError(500, 'The PDF could not be made')
        : json({ pdfUrl: '/api/myaccount/transaction/pdf?token=abc', expiresAt: '2026-03-01T10:05:00.000Z' }),
  }));
});

const orderHref = (id: number) => `/myaccount/menu/orderdetails?id=${id}`;

describe('Invoice Details page (issue 18 point 1)', () => {
  it('shows header, addresses, lines, totals, the order, tracking and what was applied; downloads the PDF', async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    renderPage(
      <InvoiceDetails
        id={31}
        orderHref={orderHref}
        payHref={(id) => `/myaccount/menu/payment/create?invoice=${id}`}
        openUrl={openUrl}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Invoice INV-100231' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay this invoice' }).getAttribute('href')).toBe(
      '/myaccount/menu/payment/create?invoice=31',
    );
    expect(requests[0]?.url).toContain('id=31');
    expect(screen.getByText('Net 30')).toBeTruthy();
    expect(screen.getByText('PO-77')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText(/Lakeside Billing/)).toBeTruthy();
    expect(screen.getAllByText(/Attn: Accounts Payable/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'SO-1042' }).getAttribute('href')).toBe(
      '/myaccount/menu/orderdetails?id=42',
    );

    const row = within(screen.getByRole('table')).getByText('Nitrile gloves').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nitrile glovesGL-100', 'Case', '10', '$110.00', '$1,100.00']);
    const totals = within(screen.getByLabelText('Invoice totals'));
    expect(totals.getByText('$1,183.32')).toBeTruthy();
    expect(totals.getByText('$500.00')).toBeTruthy();
    expect(totals.getByText('$683.32')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Track 1Z999' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999',
    );
    const applied = within(screen.getByRole('region', { name: 'Payments and credits' }));
    expect(applied.getByText('PAY-100088')).toBeTruthy();
    expect(applied.getByText('$400.00')).toBeTruthy();
    expect(applied.getByText('CM-100012')).toBeTruthy();
    expect(applied.getByText(/Credit memo/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('/api/myaccount/transaction/pdf?token=abc'));
    expect(screen.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe(
      '/api/myaccount/transaction/pdf?token=abc',
    );
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual([{ type: 'invoice', transactionId: 31 }]);
  });

  it('says so when the invoice is not found', async () => {
    renderPage(<InvoiceDetails id={99} orderHref={orderHref} openUrl={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Invoice not found');
  });

  it('says why when the PDF cannot be made, and opens nothing', async () => {
    failPdf = true;
    const user = userEvent.setup();
    const openUrl = vi.fn();
    renderPage(<InvoiceDetails id={31} orderHref={orderHref} openUrl={openUrl} />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('The PDF could not be made'));
    expect(openUrl).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Open the PDF' })).toBeNull();
  });
});
