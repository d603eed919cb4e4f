// The bell and the notifications other modules raise (issue 21 point 6) through HTTP and the same
// services the back office calls: each of the spec's types with its metaData, written through the
// outbox (nothing when the business change rolls back, once however often the job runs), only the
// caller's own notifications listed or marked read, and the delivered fulfilment's tracking link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, UserNotificationsResponse, paths } from '@medsupply/contract';
import {
  addresses,
  addressLicences,
  itemLists,
  itemListDetails,
  items,
  notifications,
  salesOrderLines,
} from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createFulfillment,
  createPurchase,
  createUser,
  ensureRxLevels,
  loginAs,
} from '../../../test/factories.ts';
import { job } from '../../core/actor.ts';
import { deliverFulfillment } from '../order-to-cash/fulfilment.service.ts';
import { sendLicenceWarnings } from '../addresses/licence-warnings.ts';
import { deliverNotification } from './notifications.service.ts';

type Headers = Record<string, string>;

describe('notifications', () => {
  let t: TestContext;
  let buyer: Headers;
  let colleague: Headers;
  let outsider: Headers;
  const ids = { account: 0, buyer: 0, colleague: 0, outsider: 0, otherAccount: 0 };
  let gauze = { id: 0, unit: 0 };

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false });
    const account = await createAccount(t.db);
    const other = await createAccount(t.db);
    const buyerRow = await createUser(t.db, { accountId: account.id });
    const colleagueRow = await createUser(t.db, { accountId: account.id });
    const outsiderRow = await createUser(t.db, { accountId: other.id });
    Object.assign(ids, {
      account: account.id,
      buyer: buyerRow.id,
      colleague: colleagueRow.id,
      outsider: outsiderRow.id,
      otherAccount: other.id,
    });
    buyer = (await loginAs(t.db, t.config, buyerRow)).headers;
    colleague = (await loginAs(t.db, t.config, colleagueRow)).headers;
    outsider = (await loginAs(t.db, t.config, outsiderRow)).headers;
    const item = await createCatalogItem(t.db, { displayName: 'Sterile Gauze Pads', quantityAvailable: 0 });
    gauze = { id: item.item.id, unit: item.units[0]!.id };
  });
  afterAll(async () => t.close());

  const list = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: paths.transactions.getUserNotifications, headers });
    expect(res.statusCode).toBe(200);
    return UserNotificationsResponse.parse(res.json());
  };
  const markRead = (headers: Headers, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: paths.transactions.markNotificationsAsRead, headers, payload: body });

  it('asks for a login', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: paths.transactions.getUserNotifications })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: paths.transactions.markNotificationsAsRead, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it("writes 'Fulfillment Delivered' for the order's placer when a delivery is recorded, with its tracking link", async () => {
    const order = await createPurchase(t.db, {
      accountId: ids.account,
      itemId: gauze.id,
      unitId: gauze.unit,
      placedBy: ids.buyer,
      status: 'Pending Billing',
    });
    const fulfillment = await createFulfillment(t.db, {
      accountId: ids.account,
      salesOrderId: order.id,
      carrier: 'FedEx',
      trackingNumber: '771234567890',
      shippedAt: new Date('2026-03-03T15:00:00Z'),
    });
    // 2026-03-05 02:04:09 UTC is 9:04:09 PM the evening before on the store's clock (New York).
    const at = new Date('2026-03-05T02:04:09Z');
    // The carrier's feed reports it, as a job would (order-to-cash's deliverFulfillment).
    const deps = { db: t.db, outbox: t.outbox, now: () => new Date('2026-03-05T03:00:00Z') };
    const feed = job('carrier-feed');
    expect(
      await deliverFulfillment(deps, feed, fulfillment.id, { at, location: 'Springfield, IL' }),
    ).toMatchObject({ changed: true });
    // The same delivery reported again changes nothing and raises nothing.
    expect(await deliverFulfillment(deps, feed, fulfillment.id, { at })).toMatchObject({ changed: false });
    expect(await list(buyer)).toEqual([]); // written by the job, after the commit
    await t.jobs.drain();
    const mine = await list(buyer);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      notificationType: 'Fulfillment Delivered',
      userNotificationStatus: { unread: true },
      metaData: {
        fulfillmentId: fulfillment.id,
        workwaveId: '771234567890',
        deliveryDate: '20260304',
        timeOfDelivery: '21:04:09',
        tranId: order.tranId,
      },
    });
    // The colleague did not place the order; the other account hears nothing.
    expect(await list(colleague)).toEqual([]);
    expect(await list(outsider)).toEqual([]);
    const tracking = await t.app.inject({
      method: 'GET',
      url: `${paths.transactions.trackingData}?trackingNumber=771234567890`,
      headers: buyer,
    });
    expect(tracking.json()).toMatchObject({ status: 'Delivered', deliveredAt: at.toISOString() });
  });

  it('writes each notification once, however often its job runs, and nothing when the change rolls back', async () => {
    const order = await createPurchase(t.db, {
      accountId: ids.account,
      itemId: gauze.id,
      unitId: gauze.unit,
      placedBy: ids.colleague,
    });
    const event = { type: 'orderApproved', salesOrderId: order.id } as const;
    expect(await deliverNotification(t.db, event)).toBe(1);
    expect(await deliverNotification(t.db, event)).toBe(0);
    await t.db
      .transaction(async (tx) => {
        await t.outbox.notify(tx, { type: 'orderRejected', salesOrderId: order.id });
        throw new Error('the business change failed');
      })
      .catch(() => undefined);
    await t.jobs.drain();
    const types = (await list(colleague)).map((n) => [n.notificationType, n.metaData]);
    expect(types).toEqual([['Order Approved', { salesOrderId: order.id, tranId: order.tranId }]]);
  });

  it("tells the placer 'Order Rejected' through the outbox", async () => {
    const order = await createPurchase(t.db, {
      accountId: ids.account,
      itemId: gauze.id,
      unitId: gauze.unit,
      placedBy: ids.colleague,
    });
    await t.db.transaction((tx) => t.outbox.notify(tx, { type: 'orderRejected', salesOrderId: order.id }));
    await t.jobs.drain();
    expect((await list(colleague))[0]).toMatchObject({
      notificationType: NOTIFICATION_TYPES.orderRejected,
      metaData: { salesOrderId: order.id, tranId: order.tranId },
    });
  });

  it("writes 'Backorder Ready' with the item and the quantity previously backordered", async () => {
    const order = await createPurchase(t.db, {
      accountId: ids.account,
      itemId: gauze.id,
      unitId: gauze.unit,
      quantity: 12,
      quantityBackordered: 5,
      placedBy: ids.buyer,
      status: 'Pending Fulfillment',
    });
    const [line] = await t.db
      .select({ id: salesOrderLines.id })
      .from(salesOrderLines)
      .where(eq(salesOrderLines.salesOrderId, order.id));
    await t.db.transaction((tx) =>
      t.outbox.notify(tx, {
        type: 'backorderReady',
        salesOrderLineId: Number(line?.id),
        quantity: 5,
        receiptId: 'R-1',
      }),
    );
    await t.jobs.drain();
    expect((await list(buyer))[0]).toMatchObject({
      notificationType: 'Backorder Ready',
      metaData: {
        item: { displayName: 'Sterile Gauze Pads' },
        quantityPreviouslyBackordered: 5,
        salesOrderId: order.id,
      },
    });
  });

  it("writes 'Item Back in Stock' for those who had it on a list or a backorder, once it is in stock", async () => {
    const wanted = await createCatalogItem(t.db, { displayName: 'Pulse Oximeter', quantityAvailable: 0 });
    const listOwner = await createUser(t.db, { accountId: ids.account });
    const [listRow] = await t.db
      .insert(itemLists)
      .values({ accountId: ids.account, contactId: listOwner.id, name: 'Monthly' })
      .returning();
    await t.db.insert(itemListDetails).values({
      itemListId: listRow!.id,
      itemId: wanted.item.id,
      unitId: wanted.units[0]!.id,
      quantity: 2,
    });
    await createPurchase(t.db, {
      accountId: ids.otherAccount,
      itemId: wanted.item.id,
      unitId: wanted.units[0]!.id,
      quantity: 3,
      quantityBackordered: 3,
      placedBy: ids.outsider,
      status: 'Pending Fulfillment',
    });
    const event = { type: 'itemBackInStock', itemId: wanted.item.id, receiptId: 'R-9' } as const;
    // Still out of stock: nothing to say.
    expect(await deliverNotification(t.db, event)).toBe(0);
    await t.db.update(items).set({ quantityAvailable: 40 }).where(eq(items.id, wanted.item.id));
    await t.db.transaction((tx) => t.outbox.notify(tx, event));
    await t.jobs.drain();
    const ownerHeaders = (await loginAs(t.db, t.config, listOwner)).headers;
    for (const headers of [ownerHeaders, outsider]) {
      expect((await list(headers))[0]).toMatchObject({
        notificationType: 'Item Back in Stock',
        metaData: { item: { displayName: 'Pulse Oximeter', urlComponent: wanted.item.urlComponent } },
      });
    }
    expect((await list(buyer)).some((n) => n.notificationType === 'Item Back in Stock')).toBe(false);
  });

  it("rings the bell with issue 19's licence warnings: once per threshold, for the account's contacts", async () => {
    const [address] = await t.db
      .insert(addresses)
      .values({
        accountId: ids.account,
        label: 'Main',
        addressee: 'Clinic',
        line1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      })
      .returning();
    await ensureRxLevels(t.db);
    const now = new Date('2026-03-01T12:00:00Z');
    await t.db
      .insert(addressLicences)
      .values({ addressId: address!.id, rxLevel: 3, licenceNumber: 'DEA-SOON', expiresOn: '2026-03-20' })
      .returning();
    await t.db
      .insert(addressLicences)
      .values({ addressId: address!.id, rxLevel: 4, licenceNumber: 'DEA-LATER', expiresOn: '2026-06-20' });
    const deps = { db: t.db, config: t.config, outbox: t.outbox };
    expect(await sendLicenceWarnings(deps, now)).toBeGreaterThanOrEqual(1);
    await sendLicenceWarnings(deps, now);
    await t.jobs.drain();
    for (const headers of [buyer, colleague]) {
      const warnings = (await list(headers)).filter((n) => n.notificationType === 'License Expiring');
      expect(warnings).toEqual([
        expect.objectContaining({
          metaData: { addressId: address!.id, licenceNumber: 'DEA-SOON', expiresOn: '2026-03-20' },
        }),
      ]);
    }
    expect((await list(outsider)).some((n) => n.notificationType === 'License Expiring')).toBe(false);
  });

  it('marks read only the caller’s own notifications: the given ids, or all', async () => {
    const before = await list(buyer);
    const unread = before.filter((n) => n.userNotificationStatus.unread);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const colleagueIds = (await list(colleague)).map((n) => n.id);
    // Someone else's ids change nothing, and are not told apart from read ones.
    const foreign = await markRead(outsider, { ids: [unread[0]!.id, ...colleagueIds] });
    expect(foreign.json()).toEqual({ updated: 0 });
    const one = await markRead(buyer, { ids: [unread[0]!.id] });
    expect(one.json()).toEqual({ updated: 1 });
    expect((await list(buyer)).filter((n) => n.userNotificationStatus.unread)).toHaveLength(
      unread.length - 1,
    );
    const all = await markRead(buyer, {});
    expect(all.json()).toEqual({ updated: unread.length - 1 });
    expect((await list(buyer)).every((n) => !n.userNotificationStatus.unread)).toBe(true);
    expect((await list(colleague)).some((n) => n.userNotificationStatus.unread)).toBe(true);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, ids.buyer));
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      { ids: 'all' },
      { ids: [0] },
      { ids: [1.5] },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      expect((await markRead(buyer, body)).statusCode).toBe(400);
    }
  });
});
