import type { RecentFulfillmentsResponse, TrackingData } from '@medsupply/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { TRACKING_TEXTS } from '../constants';
import { RecentShipments } from './recent-shipments';
import { TrackingDetails } from './tracking-details';

const TRACKING = 'GET /api/myaccount/transactions/trackingData';

const shipment: TrackingData = {
  fulfillmentId: 7,
  tranId: 'IF-2001',
  trackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  carrierUrl: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
  status: 'Delivered',
  shippedAt: '2026-11-17T15:00:00.000Z',
  deliveredAt: '2026-11-19T14:05:00.000Z',
  expectedDelivery: null,
  order: { id: 12, tranId: 'SO-1042', orderDate: '2026-11-16T10:00:00.000Z', poNumber: 'PO-77' },
  lines: [{ itemId: 3, itemName: 'GLV-N-M', displayName: 'Nitrile Exam Gloves, Medium', quantity: 4 }],
  events: [
    {
      status: 'Shipped',
      description: 'Picked up by UPS',
      location: 'Springfield, IL',
      occurredAt: '2026-11-17T15:00:00.000Z',
    },
    {
      status: 'Delivered',
      description: 'Delivered, received at front desk',
      location: 'Peoria, IL',
      occurredAt: '2026-11-19T14:05:00.000Z',
    },
  ],
};

const orderHref = (id: number) => `/myaccount/menu/orderdetails?id=${id}`;

describe('tracking page (storefront spec §2.1; issue 21 point 7)', () => {
  it('shows the carrier, the delivery, the order, the contents, the carrier link and the scans newest first', async () => {
    const { requests } = mockApi({ [TRACKING]: () => json(shipment) });
    renderPage(<TrackingDetails trackingNumber="1Z999AA10123456784" orderHref={orderHref} />);
    expect(await screen.findByRole('heading', { name: 'Delivered 11/19/2026 9:05 AM ET' })).toBeTruthy();
    expect(requests[0]?.url).toContain('trackingNumber=1Z999AA10123456784');
    expect(screen.queryByText('Expected delivery')).toBeNull();
    const order = screen.getByRole('link', { name: 'SO-1042' });
    expect(order.getAttribute('href')).toBe('/myaccount/menu/orderdetails?id=12');
    expect(screen.getByText('PO-77')).toBeTruthy();
    expect(screen.getByText('Nitrile Exam Gloves, Medium')).toBeTruthy();
    const carrier = screen.getByRole('link', { name: /Track on the UPS website/ });
    expect(carrier.getAttribute('href')).toBe(shipment.carrierUrl);
    const history = screen.getByRole('heading', { name: 'Status history' }).closest('section');
    const scans = within(history as HTMLElement).getAllByRole('listitem');
    expect(scans.map((s) => s.textContent.slice(0, 9))).toEqual(['Delivered', 'ShippedPi']);
  });

  it('shows the expected day while the shipment is on its way', async () => {
    mockApi({
      [TRACKING]: () =>
        json({
          ...shipment,
          status: 'Shipped',
          deliveredAt: null,
          expectedDelivery: '2026-11-21',
          events: [],
        }),
    });
    renderPage(<TrackingDetails trackingNumber="1Z999AA10123456784" orderHref={orderHref} />);
    expect(await screen.findByRole('heading', { name: 'Expected 11/21/2026' })).toBeTruthy();
    expect(screen.getByText('No scans yet.')).toBeTruthy();
  });

  it('says so for a number it does not know (or another account’s)', async () => {
    mockApi({ [TRACKING]: () => apiError(404, 'We could not find a shipment with that tracking number.') });
    renderPage(<TrackingDetails trackingNumber="NOPE123" orderHref={orderHref} />);
    expect(await screen.findByText('We could not find a shipment with that tracking number.')).toBeTruthy();
    expect(screen.getByText(/“NOPE123”/)).toBeTruthy();
  });
});

describe('recent shipments on the dashboard (service spec §7 recentFulfillments)', () => {
  it('lists the latest shipments, each leading to its tracking page', async () => {
    const recent: RecentFulfillmentsResponse = [shipment].map(({ lines: _l, events: _e, ...rest }) => rest);
    mockApi({ 'GET /api/myaccount/transactions/recentFulfillments': () => json(recent) });
    renderPage(<RecentShipments />);
    const link = await screen.findByRole('link', { name: 'UPS 1Z999AA10123456784' });
    expect(link.getAttribute('href')).toBe('/tracking/1Z999AA10123456784');
    expect(screen.getByText(/Order SO-1042 · shipped 11\/17\/2026 · delivered 11\/19\/2026/)).toBeTruthy();
  });

  it('says a failed read in its card and reads again on Try again', async () => {
    const recent: RecentFulfillmentsResponse = [shipment].map(({ lines: _l, events: _e, ...rest }) => rest);
    let calls = 0;
    mockApi({
      'GET /api/myaccount/transactions/recentFulfillments': () =>
        ++calls === 1 ? apiError(500, 'The store is busy.') : json(recent),
    });
    renderPage(<RecentShipments />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your recent shipments.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('link', { name: 'UPS 1Z999AA10123456784' })).toBeTruthy();
  });

  it('says when there is no shipment yet', async () => {
    mockApi({ 'GET /api/myaccount/transactions/recentFulfillments': () => json([]) });
    renderPage(<RecentShipments />);
    expect(await screen.findByText(TRACKING_TEXTS.recentEmpty)).toBeTruthy();
  });
});
