// Receiving stock over HTTP (issue 20 point 4; order lifecycle "Receiving stock"): backorders filled
// oldest order first, 'Backorder Ready' to each order's placer, 'Item Back in Stock' to those who
// keep the item on a list when it was out, the audit row, and the role gate.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  type AuditPage,
  type ReceiveStockResponse,
  type UserNotificationsResponse,
  adminPaths,
} from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { addItemList, type Client } from '../cart/cart.fixtures.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  stockOf,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let clinic: Clinic;
let desk: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000 });
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
});
afterAll(async () => t.close());

async function order(buyer: Client, itemId: number, quantity: number, unit?: number) {
  await addToCart(buyer, itemId, quantity, unit);
  const res = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.orderConfirmation;
}

const receive = (itemId: number, payload: unknown, headers = desk.headers) =>
  t.app.inject({
    method: 'POST',
    url: adminPaths.receiveStock.replace(':id', String(itemId)),
    headers,
    payload: payload as Record<string, unknown>,
  });

async function typesOf(buyer: Client): Promise<Array<[string, unknown]>> {
  const res = await buyer.get(paths.transactions.getUserNotifications);
  expect(res.status).toBe(200);
  return (res.body as UserNotificationsResponse).map((n) => [
    n.notificationType,
    n.metaData['quantityPreviouslyBackordered'] ?? null,
  ]);
}

describe('receiving stock', () => {
  it('fills backorders oldest first, tells each placer and the list owners, and audits the receipt', async () => {
    const item = await createStockItem(t.db, { stock: 1 });
    const first = await contactOf(t, clinic.accountId);
    const second = await contactOf(t, clinic.accountId);
    const watcher = await contactOf(t, clinic.accountId);
    await addItemList(t.db, {
      accountId: clinic.accountId,
      contactId: watcher.userId,
      lines: [{ itemId: item.id, unitId: item.eachUnit, quantity: 1 }],
    });
    const older = await order(first, item.id, 4); // 1 from stock, 3 backordered
    const newer = await order(second, item.id, 5); // 5 backordered
    expect(await stockOf(t.db, item.id)).toBe(0);

    const res = await receive(item.id, { quantity: 5, note: 'PO 4411 from the distributor' });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json<ReceiveStockResponse>();
    expect(receipt.backordersFilled.map((f) => [f.salesOrderId, f.quantity])).toEqual([
      [older.id, 3],
      [newer.id, 2],
    ]);
    expect(receipt.quantityAvailable).toBe(0);
    const lines = await queryRows<{ sales_order_id: number; quantity_backordered: number }>(
      t.db,
      sql`SELECT sales_order_id, quantity_backordered FROM sales_order_lines
        WHERE sales_order_id IN (${older.id}, ${newer.id}) ORDER BY sales_order_id`,
    );
    expect(lines.map((l) => l.quantity_backordered)).toEqual([0, 3]);

    await t.jobs.drain();
    expect(await typesOf(first)).toContainEqual(['Backorder Ready', 3]);
    expect(await typesOf(second)).toContainEqual(['Backorder Ready', 2]);
    // Nothing left over: the item is not back in stock yet.
    expect((await typesOf(watcher)).map(([type]) => type)).not.toContain('Item Back in Stock');

    const more = await receive(item.id, { quantity: 10 });
    expect(more.json<ReceiveStockResponse>()).toMatchObject({ quantityAvailable: 7 });
    await t.jobs.drain();
    expect(await typesOf(second)).toContainEqual(['Backorder Ready', 3]);
    expect((await typesOf(watcher)).map(([type]) => type)).toContain('Item Back in Stock');
    expect(await stockOf(t.db, item.id)).toBe(7);

    const admin = await signedInStaff(t.app, t.db, ['administrator']);
    const audit = await t.app.inject({
      method: 'GET',
      url: `${adminPaths.audit}?action=stock.receive&entityType=item&entityId=${item.id}`,
      headers: admin.headers,
    });
    const rows = audit.json<AuditPage>().results;
    expect(rows.map((r) => [r.before, r.after?.['quantityAvailable']])).toEqual([
      [{ quantityAvailable: 0 }, 7],
      [{ quantityAvailable: 0 }, 0],
    ]);
    expect(rows[1]?.after).toMatchObject({ quantityReceived: 5, note: 'PO 4411 from the distributor' });
  });

  it('fills a line ordered by the box only with whole boxes of the units received', async () => {
    const item = await createStockItem(t.db, { stock: 0 });
    const buyer = await contactOf(t, clinic.accountId);
    const boxes = await order(buyer, item.id, 2, item.boxUnit); // 2 boxes of 100, all backordered
    const lineOf = async () => {
      const [row] = await queryRows<{ quantity_backordered: number }>(
        t.db,
        sql`SELECT quantity_backordered FROM sales_order_lines WHERE sales_order_id = ${boxes.id}`,
      );
      return row?.quantity_backordered;
    };
    expect(await lineOf()).toBe(2);
    // 150 units cover one box: the line takes it and 50 stay on the shelf.
    const res = await receive(item.id, { quantity: 150 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReceiveStockResponse>()).toMatchObject({
      quantityAvailable: 50,
      backordersFilled: [expect.objectContaining({ salesOrderId: boxes.id, quantity: 1 })],
    });
    expect(await lineOf()).toBe(1);
    expect(await stockOf(t.db, item.id)).toBe(50);
    // Too few for a box: nothing is filled.
    await receive(item.id, { quantity: 30 });
    expect(await lineOf()).toBe(1);
    expect(await stockOf(t.db, item.id)).toBe(80);
  });

  it('refuses bad receipts with 400, an unknown item with 404, and other roles with 403', async () => {
    const item = await createStockItem(t.db, { stock: 3 });
    for (const payload of [{ quantity: 0 }, { quantity: -4 }, { quantity: 1.5 }, {}, { quantity: '5' }]) {
      expect((await receive(item.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await receive(2_000_000_000, { quantity: 1 })).statusCode).toBe(404);
    const content = await signedInStaff(t.app, t.db, ['content']);
    expect((await receive(item.id, { quantity: 1 }, content.headers)).statusCode).toBe(403);
    expect(await stockOf(t.db, item.id)).toBe(3);
  });
});
