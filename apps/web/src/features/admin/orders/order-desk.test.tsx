// The order desk's pages through the app's routes: the queue's filters reach the API, the order page
// ships picked quantities with one Idempotency-Key per submit (kept for a retry), shows the API's
// refusal, and marks a fulfilment delivered.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetails, AdminOrderLine, StaffMember } from '@medsupply/contract';
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

function line(
  id: number,
  itemName: string,
  quantity: number,
  extra: Partial<AdminOrderLine> = {},
): AdminOrderLine {
  return {
    id,
    lineNumber: id,
    itemId: 100 + id,
    itemName,
    displayName: `${itemName} display`,
    urlComponent: itemName.toLowerCase(),
    thumbnailImage: null,
    unit: 1,
    unitName: 'Each',
    rxLevel: 0,
    quantity,
    quantityFulfilled: 0,
    quantityBackordered: 0,
    quantityCancelled: 0,
    quantityBilled: 0,
    price: 10,
    amount: 10 * quantity,
    quantityToShip: quantity,
    carriesLots: false,
    conversionRate: 1,
    lots: [],
    ...extra,
  };
}

const ORDER: AdminOrderDetails = {
  id: 42,
  tranId: 'SO-100042',
  status: 'Pending Fulfillment',
  approvalStatus: 'not_required',
  orderDate: '2026-11-20T15:00:00.000Z',
  shipDate: null,
  shippingMethod: 'Ground',
  poNumber: 'PO-7',
  paymentType: 'terms',
  account: { id: 4, name: 'Lakeside Family Clinic', number: 'C10004', terms: 'Net 30' },
  shipAddress: {
    addressee: 'Lakeside Family Clinic',
    line1: '2200 Lakeside Terrace',
    city: 'Madison',
    state: 'WI',
    zip: '53704',
    country: 'US',
  },
  subtotal: 50,
  shipping: 0,
  tax: 0,
  total: 50,
  lines: [line(1, 'GLV-100', 3), line(2, 'MSK-200', 2, { quantityBackordered: 2, quantityToShip: 0 })],
  fulfillments: [],
  invoices: [],
};

function signedIn() {
  saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff });
}

describe('/admin/orders', () => {
  it('asks the API for the filtered queue and lists its orders', async () => {
    signedIn();
    const { requests } = mockApi({
      'GET /api/admin/auth/me': () => json({ staff }),
      'GET /api/admin/orders': () =>
        json({
          limit: 25,
          page: 1,
          pages: 1,
          total: 1,
          results: [
            {
              id: 42,
              tranId: 'SO-100042',
              status: 'Pending Fulfillment',
              orderDate: ORDER.orderDate,
              shipDate: null,
              account: { id: 4, name: 'Lakeside Family Clinic', number: 'C10004' },
              poNumber: 'PO-7',
              paymentType: 'terms',
              total: 50,
              quantityToShip: 3,
              quantityBackordered: 2,
            },
          ],
        }),
    });
    const { user, router } = renderApp('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('link', { name: 'SO-100042' }).getAttribute('href')).toBe(
      '/admin/orders/42',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Billed');
    await user.type(screen.getByLabelText('Search'), 'lakeside');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Billed&q=lakeside'));
    await waitFor(() =>
      expect(requests.some((r) => r.url.includes('status=Billed') && r.url.includes('q=lakeside'))).toBe(
        true,
      ),
    );
    // A row's account narrows the queue to that account.
    await user.click(await screen.findByRole('button', { name: /Lakeside Family Clinic/ }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('accountId=4'))).toBe(true));
    expect(screen.getByText(/Only the orders of/).textContent).toContain('Lakeside Family Clinic');
  });
});

describe('/admin/orders/:id', () => {
  it('ships the picked quantity with one Idempotency-Key per submit, kept for a retry after a refusal', async () => {
    signedIn();
    let attempt = 0;
    const shipped: AdminOrderDetails = {
      ...ORDER,
      status: 'Partially Fulfilled',
      lines: [
        line(1, 'GLV-100', 3, { quantityFulfilled: 1, quantityBilled: 1, quantityToShip: 2 }),
        ORDER.lines[1]!,
      ],
      fulfillments: [
        {
          id: 9,
          tranId: 'IF-100009',
          status: 'Shipped',
          carrier: 'FedEx',
          trackingNumber: 'TRK-1',
          shippedAt: '2026-11-26T15:00:00.000Z',
          deliveredAt: null,
          lines: [{ salesOrderLineId: 1, quantity: 1, lots: [] }],
        },
      ],
    };
    const { requests } = mockApi({
      'GET /api/admin/auth/me': () => json({ staff }),
      'GET /api/admin/orders/42': () => json(attempt >= 2 ? shipped : ORDER),
      'POST /api/admin/orders/42/fulfillments': () => {
        attempt += 1;
        if (attempt === 1)
          return apiError(409, 'Line 1 (GLV-100) has only 0 left to ship.', 'QUANTITY_NOT_SHIPPABLE');
        return json({
          fulfillment: shipped.fulfillments[0],
          invoice: {
            id: 5,
            tranId: 'INV-100005',
            status: 'Open',
            invoiceDate: '2026-11-26T15:00:00.000Z',
            dueDate: '2026-12-26',
            total: 10,
            amountDue: 10,
          },
          order: shipped,
        });
      },
      'POST /api/admin/fulfillments/9/deliver': () =>
        json({
          fulfillment: {
            ...shipped.fulfillments[0],
            status: 'Delivered',
            deliveredAt: '2026-11-26T18:00:00.000Z',
          },
        }),
    });
    const { user } = renderApp('/admin/orders/42');
    await screen.findByRole('heading', { level: 1, name: 'Order SO-100042' });
    const form = screen.getByRole('form', { name: 'Ship lines' });
    // The backordered line has nothing to ship: only GLV-100 is offered.
    expect(within(form).queryByLabelText('Ship now: MSK-200')).toBeNull();
    const quantity = within(form).getByLabelText('Ship now: GLV-100');
    // issue 31 point 2: service spec §5's whole-number rule, said beside the box as it is typed.
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(quantity.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Decimals not allowed',
    );
    await user.clear(quantity);
    await user.type(quantity, 'x');
    expect(within(form).getByRole('alert').textContent).toBe('Only numbers can be entered');
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(quantity.getAttribute('aria-invalid')).toBe('false');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Carrier'), 'FedEx');
    await user.type(within(form).getByLabelText('Tracking number'), 'TRK-1');
    await user.click(within(form).getByRole('button', { name: 'Ship these lines' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Line 1 (GLV-100) has only 0 left to ship.',
    );

    await user.click(within(form).getByRole('button', { name: 'Ship these lines' }));
    expect(await screen.findByText('Shipped as IF-100009, invoiced as INV-100005.')).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST' && r.path.endsWith('/fulfillments'));
    expect(posts).toHaveLength(2);
    expect(JSON.parse(posts[0]?.body ?? '{}')).toMatchObject({
      carrier: 'FedEx',
      trackingNumber: 'TRK-1',
      lines: [{ lineId: 1, quantity: 1 }],
    });
    const key = posts[0]?.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    expect(posts[1]?.headers.get('Idempotency-Key')).toBe(key);
    expect(posts[1]?.headers.get('Authorization')).toBe('Bearer staff-token');

    await user.click(await screen.findByRole('button', { name: 'Mark IF-100009 delivered' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.path === '/api/admin/fulfillments/9/deliver'),
      ).toBe(true),
    );
  });

  it("shows a lot line's first-expiring-first pick, and sends the lots staff choose instead", async () => {
    signedIn();
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const lots = [
      { id: 71, lotNumber: 'OLD-1', expiresOn: inDays(-3), quantityOnHand: 9, saleStopped: false },
      { id: 72, lotNumber: 'SOON-2', expiresOn: inDays(90), quantityOnHand: 2, saleStopped: false },
      { id: 73, lotNumber: 'STOP-3', expiresOn: inDays(120), quantityOnHand: 9, saleStopped: true },
      { id: 74, lotNumber: 'LATE-4', expiresOn: inDays(400), quantityOnHand: 5, saleStopped: false },
    ];
    const order: AdminOrderDetails = {
      ...ORDER,
      lines: [line(1, 'LID-100', 3, { carriesLots: true, lots })],
    };
    const { requests } = mockApi({
      'GET /api/admin/auth/me': () => json({ staff }),
      'GET /api/admin/orders/42': () => json(order),
      'POST /api/admin/orders/42/fulfillments': () =>
        apiError(422, 'Lot LATE-4 has only 0 units on hand.', 'LOT_NOT_SHIPPABLE'),
    });
    const { user } = renderApp('/admin/orders/42');
    const form = await screen.findByRole('form', { name: 'Ship lines' });
    // The expired and the stopped lots are passed over: 2 from SOON-2, then 1 from LATE-4.
    const pick = within(form).getByText(/^Lots, first-expiring first/);
    expect(pick.parentElement?.textContent).toMatch(/SOON-2, exp\. .* × 2; LATE-4, exp\. .* × 1$/);
    await user.click(within(form).getByRole('button', { name: 'Choose lots: LID-100' }));
    const choice = within(form).getByRole('group', { name: 'Units from each lot (3 in all)' });
    expect(within(choice).queryByLabelText(/^OLD-1/)).toBeNull();
    expect(within(choice).queryByLabelText(/^STOP-3/)).toBeNull();
    await user.clear(within(choice).getByLabelText(/^SOON-2/));
    await user.type(within(choice).getByLabelText(/^SOON-2/), '0');
    await user.type(within(form).getByLabelText('Tracking number'), 'TRK-9');
    await user.click(within(form).getByRole('button', { name: 'Ship these lines' }));
    expect(within(form).getByText(/The lots chosen add up to 1 units, but the line ships 3\./)).toBeTruthy();
    await user.clear(within(choice).getByLabelText(/^LATE-4/));
    await user.type(within(choice).getByLabelText(/^LATE-4/), '3');
    await user.click(within(form).getByRole('button', { name: 'Ship these lines' }));
    expect(await within(form).findByText('Lot LATE-4 has only 0 units on hand.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST' && r.path.endsWith('/fulfillments'));
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      lines: [{ lineId: 1, quantity: 3, lots: [{ lotId: 74, quantity: 3 }] }],
    });
  });

  it('leads to cancelling lines while something is left unshipped, and not once all has shipped', async () => {
    signedIn();
    let order = ORDER;
    mockApi({
      'GET /api/admin/auth/me': () => json({ staff }),
      'GET /api/admin/orders/42': () => json(order),
    });
    const first = renderApp('/admin/orders/42');
    const link = await screen.findByRole('link', { name: 'Cancel lines' });
    expect(link.getAttribute('href')).toBe('/admin/orders/42/cancel');
    first.unmount();

    order = {
      ...ORDER,
      status: 'Billed',
      lines: [
        line(1, 'GLV-100', 3, { quantityFulfilled: 3, quantityBilled: 3, quantityToShip: 0 }),
        line(2, 'MSK-200', 2, { quantityFulfilled: 1, quantityCancelled: 1, quantityToShip: 0 }),
      ],
    };
    renderApp('/admin/orders/42');
    await screen.findByRole('heading', { level: 1, name: 'Order SO-100042' });
    expect(screen.queryByRole('link', { name: 'Cancel lines' })).toBeNull();
  });

  it('answers an order id that is not a number as a missing page, on the order and its cancel page, asking nothing', async () => {
    signedIn();
    const { requests } = mockApi({ 'GET /api/admin/auth/me': () => json({ staff }) });
    for (const path of ['/admin/orders/abc', '/admin/orders/abc/cancel', '/admin/orders/0/cancel']) {
      const page = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Not found in the back office' })).toBeTruthy();
      page.unmount();
    }
    expect(requests.filter((r) => r.path.startsWith('/api/admin/orders'))).toEqual([]);
  });

  it('a member without the orders area sees why, not the order', async () => {
    const content = { ...staff, roles: ['content'], areas: staffAreasOf(['content']) };
    saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff: content });
    mockApi({
      'GET /api/admin/auth/me': () => json({ staff: content }),
      'GET /api/admin/orders/42': () => apiError(403, 'Your roles do not open orders.'),
    });
    renderApp('/admin/orders/42');
    expect((await screen.findByRole('alert')).textContent).toContain('not open to your roles');
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
  });
});
