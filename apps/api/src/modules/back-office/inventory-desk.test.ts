// The order desk's inventory reads over HTTP (issue 20, ADR 0028): items by name with stock and
// backordered units, one item with its waiting lines oldest first, the filter, bad input and the gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminInventoryItemDetails, type AdminInventoryPage, adminPaths } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import type { Client } from '../cart/cart.fixtures.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
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

async function order(buyer: Client, itemId: number, quantity: number) {
  await addToCart(buyer, itemId, quantity);
  const res = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.orderConfirmation;
}

const get = (url: string, headers: Record<string, string> = desk.headers) =>
  t.app.inject({ method: 'GET', url, headers });

async function itemNameOf(id: number): Promise<string> {
  const res = await get(adminPaths.inventoryItem.replace(':id', String(id)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminInventoryItemDetails>().itemName;
}

describe('the inventory page reads', () => {
  it("lists an item's stock and what waits for it, and its waiting lines oldest order first", async () => {
    const item = await createStockItem(t.db, { stock: 2 });
    const first = await contactOf(t, clinic.accountId);
    const second = await contactOf(t, clinic.accountId);
    const older = await order(first, item.id, 5); // 2 from stock, 3 backordered
    const newer = await order(second, item.id, 4); // 4 backordered
    const name = await itemNameOf(item.id);

    const list = await get(`${adminPaths.inventoryItems}?q=${encodeURIComponent(name)}`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<AdminInventoryPage>();
    expect(page.results.find((r) => r.id === item.id)).toMatchObject({
      quantityAvailable: 0,
      quantityBackordered: 7,
    });

    const one = await get(adminPaths.inventoryItem.replace(':id', String(item.id)));
    const details = one.json<AdminInventoryItemDetails>();
    expect(details.backorders.map((b) => [b.salesOrderId, b.tranId, b.quantityBackordered])).toEqual([
      [older.id, older.tranId, 3],
      [newer.id, newer.tranId, 4],
    ]);
    expect(details.backorders[0]?.account.id).toBe(clinic.accountId);

    const waiting = await get(
      `${adminPaths.inventoryItems}?backordered=true&limit=100&q=${encodeURIComponent(name)}`,
    );
    expect(waiting.json<AdminInventoryPage>().results.map((r) => r.id)).toEqual([item.id]);
  });

  it('the backordered filter leaves out items nothing waits for', async () => {
    const item = await createStockItem(t.db, { stock: 50 });
    const name = await itemNameOf(item.id);
    const all = await get(`${adminPaths.inventoryItems}?q=${encodeURIComponent(name)}`);
    expect(all.json<AdminInventoryPage>().results.map((r) => r.id)).toContain(item.id);
    const waiting = await get(`${adminPaths.inventoryItems}?backordered=true&q=${encodeURIComponent(name)}`);
    expect(waiting.json<AdminInventoryPage>().results.map((r) => r.id)).not.toContain(item.id);
  });

  it('answers 404 for an unknown item and 400 with a message for bad input', async () => {
    expect((await get(adminPaths.inventoryItem.replace(':id', '999999'))).statusCode).toBe(404);
    const bad = await get(`${adminPaths.inventoryItems}?backordered=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('backordered must be true or false');
    expect((await get(adminPaths.inventoryItem.replace(':id', 'abc'))).statusCode).toBe(400);
    expect((await get(`${adminPaths.inventoryItems}?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('is the inventory area: other roles 403, no session 401', async () => {
    const content = await signedInStaff(t.app, t.db, ['content']);
    expect((await get(adminPaths.inventoryItems, content.headers)).statusCode).toBe(403);
    expect((await get(adminPaths.inventoryItem.replace(':id', '1'), content.headers)).statusCode).toBe(403);
    expect((await get(adminPaths.inventoryItems, {})).statusCode).toBe(401);
  });
});
