import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceSummary } from '@medsupply/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { InvoicesPage } from './invoices-page';

function invoice(id: number, overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id,
    tranId: `INV-${100200 + id}`,
    status: 'Open',
    date: '2026-03-01',
    dueDate: '2026-03-31',
    daysOverdue: 0,
    poNumber: `PO-${id}`,
    salesOrder: { id: 500 + id, tranId: `SO-${500 + id}` },
    total: 1183.32,
    amountDue: 1183.32,
    ...overrides,
  };
}

const all = Array.from({ length: 12 }, (_, index) => invoice(index + 1));
all[1] = invoice(2, { status: 'Paid In Full', amountDue: 0 });
all[2] = invoice(3, { daysOverdue: 17 });

let requests: RecordedRequest[];
let failList = false;

beforeEach(() => {
  signIn();
  failList = false;
  ({ requests } = mockApi({
    'GET /api/myaccount/transaction/invoices/paginate': (request) => {
      if (failList) return apiError(500, 'Server unavailable');
      const query = new URL(request.url, 'http://127.0.0.1').searchParams;
      const page = Number(query.get('page') ?? '1');
      let rows = all;
      const status = query.get('status.value');
      if (status === 'paid') rows = rows.filter((row) => row.status === 'Paid In Full');
      if (status === 'open') rows = rows.filter((row) => row.status === 'Open');
      const search = query.get('search');
      if (search) rows = rows.filter((row) => row.tranId.includes(search));
      return json({
        limit: 10,
        page,
        pages: Math.ceil(rows.length / 10),
        total: rows.length,
        results: rows.slice((page - 1) * 10, page * 10),
      });
    },
  }));
});

const listCalls = () =>
  requests.filter((request) => request.path === '/api/myaccount/transaction/invoices/paginate');
const href = (id: number) => `/myaccount/menu/invoicedetails?id=${id}`;

describe('Invoices page (storefront spec §3 Billing; issue 18 point 1)', () => {
  it('lists 10 invoices a page with their columns, pages on, and links each to its details', async () => {
    const user = userEvent.setup();
    renderPage(<InvoicesPage invoiceHref={href} payHref="/myaccount/menu/payment/create" />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('columnheader', { name: 'Days overdue' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'INV-100201' }).getAttribute('href')).toBe(
      '/myaccount/menu/invoicedetails?id=1',
    );
    const paid = within(table).getByRole('link', { name: 'INV-100202' }).closest('tr');
    expect(paid && within(paid).getByText('Paid In Full')).toBeTruthy();
    expect(paid && within(paid).getByText('$0.00')).toBeTruthy();
    const overdue = within(table).getByRole('link', { name: 'INV-100203' }).closest('tr');
    expect(overdue && within(overdue).getByText('17')).toBeTruthy();
    expect(within(table).getAllByText('$1,183.32').length).toBeGreaterThanOrEqual(10);
    expect(screen.getByText(/Page 1 of 2 · 12 invoices/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a payment' }).getAttribute('href')).toBe(
      '/myaccount/menu/payment/create',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Page 2 of 2/)).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(listCalls().at(-1)?.url).toContain('page=2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('sends the status, date range and search the user picks, and shows the empty state', async () => {
    const user = userEvent.setup();
    renderPage(<InvoicesPage invoiceHref={href} />);
    await screen.findByRole('table');
    expect(new URL(listCalls()[0]?.url ?? '', 'http://127.0.0.1').searchParams.has('status.value')).toBe(
      false,
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Paid in full');
    await user.type(screen.getByLabelText('From date'), '2026-01-01');
    await user.type(screen.getByLabelText('To date'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText(/Page 1 of 1 · 1 invoices/)).toBeTruthy();
    const query = new URL(listCalls().at(-1)?.url ?? '', 'http://127.0.0.1').searchParams;
    expect(query.get('status.value')).toBe('paid');
    expect(query.get('fromDate')).toBe('2026-01-01');
    expect(query.get('toDate')).toBe('2026-12-31');
    expect(query.get('page')).toBe('1');

    await user.type(screen.getByLabelText('Search'), 'nothing-like-this');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No invoices match these filters.')).toBeTruthy();
    expect(new URL(listCalls().at(-1)?.url ?? '', 'http://127.0.0.1').searchParams.get('search')).toBe(
      'nothing-like-this',
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(/Page 1 of 2 · 12 invoices/)).toBeTruthy();
  });

  it('opens on the filters and page its address names, the form filled with them', async () => {
    renderPage(<InvoicesPage invoiceHref={href} />, {
      path: '/invoices?status=open&fromDate=2026-02-01&search=PO-77&page=2&toDate=not-a-day',
    });
    await vi.waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    const query = new URL(listCalls()[0]?.url ?? '', 'http://127.0.0.1').searchParams;
    expect(query.get('status.value')).toBe('open');
    expect(query.get('fromDate')).toBe('2026-02-01');
    expect(query.has('toDate')).toBe(false);
    expect(query.get('search')).toBe('PO-77');
    expect(query.get('page')).toBe('2');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('open');
    expect(screen.getByLabelText<HTMLInputElement>('From date').value).toBe('2026-02-01');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('PO-77');
  });

  it('shows an error with a retry when the list cannot load', async () => {
    failList = true;
    const user = userEvent.setup();
    renderPage(<InvoicesPage invoiceHref={href} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
