import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesOrderSummary } from '@medsupply/contract';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/app/query-client';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';

import { lakesideAddress } from '../test/fixtures';
import { renderPage } from '@/test/render-page';

import { filtersFromSearch } from '../api/sales-orders';

import { SalesOrdersPage } from './sales-orders-page';

function Location() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

/** The page opened at `address` (its query string holds the filters). */
function renderAt(address: string, accounts: Array<{ id: number; accountName: string }> = []) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <SalesOrdersPage orderHref={(id) => `/myaccount/menu/orderdetails?id=${id}`} accounts={accounts} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function order(id: number, overrides: Partial<SalesOrderSummary> = {}): SalesOrderSummary {
  return {
    id,
    tranId: `SO-${1000 + id}`,
    accountId: 1,
    accountName: 'Lakeside Clinic',
    orderDate: '2026-03-14T15:00:00.000Z',
    status: 'Pending Fulfillment',
    statusLabel: 'Pending Fulfillment',
    poNumber: `PO-${id}`,
    shipDate: null,
    shipAddress: lakesideAddress,
    placedBy: 'Alex Admin',
    total: 123.45,
    ...overrides,
  };
}

const all = Array.from({ length: 12 }, (_, index) => order(index + 1));
all[2] = order(3, { status: 'Billed', statusLabel: 'Fulfilled' });

let requests: RecordedRequest[];
let failList = false;

beforeEach(() => {
  signIn();
  failList = false;
  ({ requests } = mockApi({
    'GET /api/myaccount/salesorders/paginate': (request) => {
      if (failList) return apiError(500, 'Server unavailable');
      const query = new URL(request.url, 'http://127.0.0.1').searchParams;
      const page = Number(query.get('page') ?? '1');
      let rows = all;
      const status = query.get('status');
      if (status) rows = rows.filter((row) => row.status === status);
      const search = query.get('search');
      if (search) rows = rows.filter((row) => row.tranId.includes(search) || row.poNumber?.includes(search));
      return json({
        limit: 10,
        page,
        pages: Math.ceil(rows.length / 10),
        total: rows.length,
        results: rows.slice((page - 1) * 10, page * 10),
      });
    },
    'GET /api/myaccount/transactions/salesordersForParent': (request) => {
      const accountId = new URL(request.url, 'http://127.0.0.1').searchParams.get('accountId');
      const rows = [
        order(41, { accountId: 2, accountName: 'Northwind Family Practice' }),
        order(42, { accountId: 3, accountName: 'Northwind Urgent Care' }),
      ].filter((row) => !accountId || String(row.accountId) === accountId);
      return json({ limit: 10, page: 1, pages: 1, total: rows.length, results: rows });
    },
    'GET /api/myaccount/transactions/getStatusList': () =>
      json({
        results: [
          { status: 'Pending Fulfillment', label: 'Pending Fulfillment' },
          { status: 'Billed', label: 'Fulfilled' },
        ],
      }),
    'GET /api/myaccount/transactions/getShipToList': (request) => {
      const params = new URL(request.url, 'http://127.0.0.1').searchParams;
      const address = (id: number, accountId: number, accountName: string, label: string) => ({
        id,
        accountId,
        accountName,
        label,
        addressee: accountName,
        city: 'Madison',
        state: 'WI',
        zip: '53703',
      });
      const lakeside = address(7, 1, 'Lakeside Clinic', 'Lakeside Clinic, Madison WI');
      const family = address(8, 2, 'Northwind Family Practice', 'Main Office');
      const urgent = address(9, 3, 'Northwind Urgent Care', 'Main Office');
      const accountId = params.get('accountId');
      const results =
        params.get('allAccounts') === 'true'
          ? [lakeside, family, urgent]
          : accountId
            ? [family, urgent].filter((row) => String(row.accountId) === accountId)
            : [lakeside];
      return json({ results });
    },
  }));
});

const listCalls = () => requests.filter((request) => request.path === '/api/myaccount/salesorders/paginate');

describe('Sales Orders page (storefront spec §3 Transactions)', () => {
  it('lists 10 orders a page, pages on, and links each order to its details', async () => {
    const user = userEvent.setup();
    renderPage(<SalesOrdersPage orderHref={(id) => `/myaccount/menu/orderdetails?id=${id}`} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('link', { name: 'SO-1001' }).getAttribute('href')).toBe(
      '/myaccount/menu/orderdetails?id=1',
    );
    expect(within(table).getByText('Fulfilled')).toBeTruthy();
    expect(within(table).getAllByText('$123.45')).toHaveLength(10);
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Page 2 of 2/)).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(listCalls().at(-1)?.url).toContain('page=2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('sends the filters the user picks and shows the empty state', async () => {
    const user = userEvent.setup();
    renderPage(<SalesOrdersPage orderHref={(id) => `/myaccount/menu/orderdetails?id=${id}`} />);
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Lakeside Clinic, Madison WI' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Fulfilled');
    await user.selectOptions(screen.getByLabelText('Ship to'), 'Lakeside Clinic, Madison WI');
    await user.type(screen.getByLabelText('From date'), '2026-01-01');
    await user.type(screen.getByLabelText('To date'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText(/Page 1 of 1 · 1 orders/)).toBeTruthy();
    const query = new URL(listCalls().at(-1)?.url ?? '', 'http://127.0.0.1').searchParams;
    expect(query.get('status')).toBe('Billed');
    expect(query.get('address')).toBe('7');
    expect(query.get('fromDate')).toBe('2026-01-01');
    expect(query.get('toDate')).toBe('2026-12-31');

    await user.type(screen.getByLabelText('Search'), 'nothing-like-this');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
  });

  it('keeps the filters and the page in the address, so a reload or Back shows the same list', async () => {
    const user = userEvent.setup();
    renderAt('/myaccount/menu/salesorders?status=Pending+Fulfillment&page=2');
    expect(await screen.findByText(/Page 2 of 2/)).toBeTruthy();
    const first = new URL(listCalls()[0]?.url ?? '', 'http://127.0.0.1').searchParams;
    expect(first.get('status')).toBe('Pending Fulfillment');
    expect(first.get('page')).toBe('2');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('Pending Fulfillment');

    await user.type(screen.getByLabelText('Search'), 'SO-1004');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(/Page 1 of 1 · 1 orders/)).toBeTruthy();
    expect(screen.getByLabelText('Address').textContent).toBe('?search=SO-1004&status=Pending+Fulfillment');
  });

  it("lets a parent login see all its accounts' orders or one account's", async () => {
    const user = userEvent.setup();
    renderAt('/myaccount/menu/salesorders?account=all', [
      { id: 2, accountName: 'Northwind Family Practice' },
      { id: 3, accountName: 'Northwind Urgent Care' },
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeTruthy();
    expect(within(table).getByText('Northwind Urgent Care')).toBeTruthy();
    const parentCalls = () => requests.filter((r) => r.path.endsWith('/salesordersForParent'));
    expect(new URL(parentCalls()[0]?.url ?? '', 'http://127.0.0.1').searchParams.get('accountId')).toBeNull();
    // The ship-to filter offers every account's addresses, under each account's name.
    const shipTo = screen.getByLabelText('Ship to');
    await within(shipTo).findByRole('group', { name: 'Northwind Urgent Care' });
    expect(
      within(shipTo)
        .getAllByRole('group')
        .map((group) => [group.getAttribute('label'), within(group).getAllByRole('option').length]),
    ).toEqual([
      ['Lakeside Clinic', 1],
      ['Northwind Family Practice', 1],
      ['Northwind Urgent Care', 1],
    ]);

    await user.selectOptions(screen.getByLabelText('Account'), 'Northwind Family Practice');
    await vi.waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Northwind Urgent Care')).toBeNull(),
    );
    expect(new URL(parentCalls().at(-1)?.url ?? '', 'http://127.0.0.1').searchParams.get('accountId')).toBe(
      '2',
    );
    expect(screen.getByLabelText('Address').textContent).toBe('?account=2');
    // One account: its ship-tos alone, ungrouped.
    await vi.waitFor(() => expect(within(shipTo).queryAllByRole('group')).toHaveLength(0));
    expect(
      within(shipTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All addresses', 'Main Office']);

    await user.selectOptions(screen.getByLabelText('Account'), 'This account');
    expect(await screen.findByText(/Page 1 of 2/)).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Account' })).toBeNull();
  });

  it('leaves malformed filters of an address out', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('page=-2&fromDate=yesterday&toDate=2026-02-30x&address=abc&search=+PO-9+'),
      ),
    ).toEqual({ page: 1, search: 'PO-9' });
  });

  it('shows an error with a retry when the list cannot load', async () => {
    failList = true;
    const user = userEvent.setup();
    renderPage(<SalesOrdersPage orderHref={(id) => `/myaccount/menu/orderdetails?id=${id}`} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
