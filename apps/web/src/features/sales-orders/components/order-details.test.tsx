import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesOrderDetails } from '@medsupply/contract';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';

import { lakesideAddress } from '../test/fixtures';
import { renderPage } from '@/test/render-page';

import { OrderDetails } from './order-details';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const address = lakesideAddress;
const details: SalesOrderDetails = {
  id: 42,
  tranId: 'SO-1042',
  accountId: 1,
  status: 'Partially Billed',
  statusLabel: 'Partially Fulfilled',
  orderDate: '2026-03-14T15:00:00.000Z',
  shipDate: null,
  poNumber: 'PO-77',
  memo: null,
  placedBy: 'Alex Admin',
  shipAddress: address,
  billAddress: { ...address, addressee: 'Lakeside Billing' },
  paymentType: 'terms',
  paymentDescription: 'Net 30',
  lines: [
    {
      id: 1,
      lineNumber: 1,
      itemId: 10,
      itemName: 'GL-100',
      displayName: 'Nitrile gloves',
      urlComponent: 'gl-100',
      thumbnailImage: null,
      unit: 1,
      unitName: 'Box',
      rxLevel: 0,
      quantity: 5,
      quantityFulfilled: 3,
      quantityBackordered: 2,
      quantityCancelled: 0,
      quantityBilled: 3,
      price: 12.5,
      amount: 62.5,
    },
  ],
  subtotal: 62.5,
  shipping: 0,
  tax: 5,
  total: 67.5,
  nextSteps: '',
  approvalReasons: [],
  approvalStatus: 'not_required',
  shipments: [
    {
      id: 5,
      tranId: 'IF-9',
      status: 'Shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      shippedAt: '2026-03-15T10:00:00.000Z',
      deliveredAt: null,
      lines: [{ salesOrderLineId: 1, quantity: 3, lots: [] }],
    },
  ],
  invoices: [
    {
      id: 8,
      tranId: 'INV-8',
      status: 'Open',
      invoiceDate: '2026-03-15T10:00:00.000Z',
      dueDate: '2026-04-14T10:00:00.000Z',
      total: 40.5,
      amountDue: 40.5,
    },
  ],
};

let requests: RecordedRequest[];

beforeEach(() => {
  signIn();
  vi.mocked(toast.success).mockClear();
  ({ requests } = mockApi({
    'GET /api/myaccount/salesorders/byId': () => json(details),
    'POST /api/myaccount/salesorders/reorder': () =>
      json({ added: 1, addToCartAdjustment: false, refused: [] }),
  }));
});

describe('Order Details page', () => {
  it('shows header, lines with fulfilled and backordered, totals, tracking and invoices; reorders', async () => {
    const user = userEvent.setup();
    const onReordered = vi.fn();
    renderPage(
      <OrderDetails
        id={42}
        onReordered={onReordered}
        invoiceHref={(id) => `/myaccount/menu/invoicedetails?id=${id}`}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Order SO-1042' })).toBeTruthy();
    expect(requests[0]?.url).toContain('id=42');
    expect(screen.getByText('Partially Fulfilled')).toBeTruthy();
    expect(screen.getByText('PO-77')).toBeTruthy();
    expect(screen.getByText('Net 30')).toBeTruthy();
    expect(screen.getByText(/Lakeside Billing/)).toBeTruthy();

    const row = within(screen.getByRole('table')).getByText('Nitrile gloves').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nitrile glovesGL-100', 'Box', '5', '3', '2', '$12.50', '$62.50']);
    expect(within(screen.getByLabelText('Totals')).getByText('$67.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track 1Z999' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999',
    );
    expect(screen.getByRole('link', { name: 'INV-8' }).getAttribute('href')).toBe(
      '/myaccount/menu/invoicedetails?id=8',
    );

    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    await vi.waitFor(() => expect(onReordered).toHaveBeenCalledOnce());
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ id: 42 });
    expect(toast.success).toHaveBeenCalledWith('1 line added to your cart.');
  });
});
