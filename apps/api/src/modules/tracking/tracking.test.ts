// Delivery tracking through HTTP (issue 21 point 7; service spec §7 trackingData, recentFulfillments;
// §9 three carriers' links): carrier, status history, expected or actual delivery, the order; the
// route id a notification carries finds the same shipment; an unknown number and another account's
// number are answered alike (404, nothing of it shown); bad queries 400; anonymous 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentFulfillmentsResponse, TRACKING_MESSAGES, TrackingData, paths } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createFulfillment,
  createPurchase,
  createUser,
  loginAs,
} from '../../../test/factories.ts';

type Headers = Record<string, string>;

describe('tracking', () => {
  let t: TestContext;
  let buyer: Headers;
  let outsider: Headers;
  let accountId = 0;
  let otherAccountId = 0;
  let orderTranId = '';
  let orderId = 0;

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false });
    const account = await createAccount(t.db);
    const other = await createAccount(t.db);
    accountId = account.id;
    otherAccountId = other.id;
    buyer = (await loginAs(t.db, t.config, await createUser(t.db, { accountId }))).headers;
    outsider = (await loginAs(t.db, t.config, await createUser(t.db, { accountId: other.id }))).headers;
    const item = await createCatalogItem(t.db, { displayName: 'Exam Table Paper' });
    const order = await createPurchase(t.db, {
      accountId,
      itemId: item.item.id,
      unitId: item.units[0]!.id,
      quantity: 4,
      status: 'Pending Billing',
    });
    orderTranId = order.tranId;
    orderId = order.id;
    await createFulfillment(t.db, {
      accountId,
      salesOrderId: order.id,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      routeId: 'RT-42',
      status: 'Shipped',
      shippedAt: new Date('2026-03-02T15:00:00Z'),
      expectedDeliveryOn: '2026-03-05',
      events: [
        {
          status: 'Shipped',
          description: 'Picked up',
          location: 'Louisville, KY',
          at: new Date('2026-03-02T15:00:00Z'),
        },
        {
          status: 'In Transit',
          description: 'Departed facility',
          location: 'Chicago, IL',
          at: new Date('2026-03-03T09:30:00Z'),
        },
      ],
    });
    await createFulfillment(t.db, {
      accountId,
      salesOrderId: order.id,
      carrier: 'USPS',
      trackingNumber: '9400100000000000000001',
      status: 'Delivered',
      shippedAt: new Date('2026-02-20T15:00:00Z'),
      deliveredAt: new Date('2026-02-23T18:45:00Z'),
      expectedDeliveryOn: '2026-02-24',
    });
    const otherItem = await createPurchase(t.db, {
      accountId: other.id,
      itemId: item.item.id,
      unitId: item.units[0]!.id,
    });
    await createFulfillment(t.db, {
      accountId: other.id,
      salesOrderId: otherItem.id,
      carrier: 'FedEx',
      trackingNumber: '771200000001',
    });
  });
  afterAll(async () => t.close());

  const track = (number: string, headers?: Headers) =>
    t.app.inject({
      method: 'GET',
      url: `${paths.transactions.trackingData}?trackingNumber=${encodeURIComponent(number)}`,
      ...(headers ? { headers } : {}),
    });

  it('shows carrier, link, history, expected delivery and the order of a shipment on its way', async () => {
    const res = await track('1Z999AA10123456784', buyer);
    expect(res.statusCode).toBe(200);
    const data = TrackingData.parse(res.json());
    expect(data).toMatchObject({
      carrier: 'UPS',
      carrierUrl: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
      status: 'Shipped',
      deliveredAt: null,
      expectedDelivery: '2026-03-05',
      order: { id: orderId, tranId: orderTranId },
      lines: [{ displayName: 'Exam Table Paper', quantity: 4 }],
    });
    expect(data.events.map((e) => [e.status, e.location])).toEqual([
      ['Shipped', 'Louisville, KY'],
      ['In Transit', 'Chicago, IL'],
    ]);
  });

  it('finds the shipment by the route id a notification links with (workwaveId)', async () => {
    const data = TrackingData.parse((await track('RT-42', buyer)).json());
    expect(data.trackingNumber).toBe('1Z999AA10123456784');
  });

  it('shows the actual delivery, not the promise, once delivered (USPS link)', async () => {
    const data = TrackingData.parse((await track('9400100000000000000001', buyer)).json());
    expect(data).toMatchObject({
      carrier: 'USPS',
      carrierUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000001',
      status: 'Delivered',
      deliveredAt: '2026-02-23T18:45:00.000Z',
      expectedDelivery: null,
    });
  });

  it('says an unknown number is not known, and answers another account’s number the same way', async () => {
    const unknown = await track('NO-SUCH-NUMBER', buyer);
    const foreign = await track('771200000001', buyer);
    for (const res of [unknown, foreign]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: TRACKING_MESSAGES.notFound });
      expect(res.body).not.toContain('FedEx');
    }
    // Its own account sees it, with the FedEx link.
    expect(TrackingData.parse((await track('771200000001', outsider)).json()).carrierUrl).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=771200000001',
    );
  });

  it('refuses a missing or oversized number (400) and anonymous callers (401)', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: paths.transactions.trackingData,
      headers: buyer,
    });
    expect(missing.statusCode).toBe(400);
    expect((await track(' ', buyer)).statusCode).toBe(400);
    expect((await track('9'.repeat(65), buyer)).statusCode).toBe(400);
    expect((await track('1Z999AA10123456784')).statusCode).toBe(401);
  });

  it('lists the account’s latest shipments for the dashboard, newest first; another account id is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${paths.transactions.recentFulfillments}?account=${accountId}`,
      headers: buyer,
    });
    expect(res.statusCode).toBe(200);
    const recent = RecentFulfillmentsResponse.parse(res.json());
    expect(recent.map((f) => f.trackingNumber)).toEqual(['1Z999AA10123456784', '9400100000000000000001']);
    const noAccount = await t.app.inject({
      method: 'GET',
      url: paths.transactions.recentFulfillments,
      headers: buyer,
    });
    expect(RecentFulfillmentsResponse.parse(noAccount.json())).toHaveLength(2);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${paths.transactions.recentFulfillments}?account=${otherAccountId}`,
      headers: buyer,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('771200000001');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${paths.transactions.recentFulfillments}?account=abc`,
      headers: buyer,
    });
    expect(bad.statusCode).toBe(400);
  });
});
