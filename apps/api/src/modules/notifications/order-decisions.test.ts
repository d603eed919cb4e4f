// 'Order Approved' and 'Order Rejected' reach the placer's bell from the approvals of issue 17,
// written through the outbox in the decision's own transaction (issue 21 point 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserNotificationsResponse, paths } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';

describe('order decisions on the bell', () => {
  let t: TestContext;
  let clinic: Clinic;

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false });
    clinic = await createClinic(t.db);
  });
  afterAll(async () => t.close());

  async function pendingOrderOf(placer: Awaited<ReturnType<typeof contactOf>>): Promise<number> {
    const item = await createStockItem(t.db);
    await addToCart(placer, item.id, 2);
    const placed = await placeOrder(t, placer, {
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      payment: { type: 'terms' },
    });
    expect(placed.status).toBe(200);
    return placed.body.orderConfirmation.id;
  }

  it('tells the placer an administrator approved or rejected the order', async () => {
    const placer = await contactOf(t, clinic.accountId, { needsApproval: true });
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    const approved = await pendingOrderOf(placer);
    const rejected = await pendingOrderOf(placer);
    expect((await admin.post(paths.approvals.approve, { id: approved })).status).toBe(200);
    expect((await admin.post(paths.approvals.reject, { id: rejected, reason: 'Over budget' })).status).toBe(
      200,
    );
    await t.jobs.drain();
    const bell = UserNotificationsResponse.parse(
      (await placer.get(paths.transactions.getUserNotifications)).body,
    );
    expect(bell.map((n) => [n.notificationType, n.metaData['salesOrderId']])).toEqual([
      ['Order Rejected', rejected],
      ['Order Approved', approved],
    ]);
    // Decided before the bell's job ran: nobody is asked to decide what no longer waits (issue 33).
    expect(
      UserNotificationsResponse.parse((await admin.get(paths.transactions.getUserNotifications)).body),
    ).toEqual([]);
  });
});
