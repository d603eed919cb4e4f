// Factories of the recall tests (issue 34 point 2, ADR 0050). On this branch fulfilments do not yet
// record lots (lot receiving and first-expiring-first shipping are built beside it), so a test
// writes the lots and the lots each fulfilment line shipped directly, on top of real orders and
// fulfilments. No test runner here: the crash child uses them too.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { salesOrders } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import {
  createAccount,
  createCatalogItem,
  createFulfillment,
  createPurchase,
  createUser,
} from './factories.ts';
import { addShipTo } from './order-factories.ts';
import { queryRows } from '../src/db/client.ts';

let counter = 0;

/** A lot of an item (10 on hand unless said), expiring in 2030. */
export async function createLot(db: Db, itemId: number, lotNumber: string, onHand = 10): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO item_lots (item_id, lot_number, expires_on, quantity_on_hand)
      VALUES (${itemId}, ${lotNumber}, '2030-06-30', ${onHand}) RETURNING id`,
  );
  if (!row) throw new Error('lot not created');
  return row.id;
}

/** A clinic with an administrator and a buyer (not an admin) who orders; a saved ship-to. */
export async function createRecallClinic(db: Db, name: string) {
  counter += 1;
  const account = await createAccount(db, { accountName: name });
  const admin = await createUser(db, {
    accountId: account.id,
    isAdmin: true,
    firstName: 'Ada',
    username: `admin${counter}x${process.pid}@${name.toLowerCase().replaceAll(/[^a-z]/g, '')}.example`,
  });
  const buyer = await createUser(db, {
    accountId: account.id,
    firstName: 'Bo',
    username: `buyer${counter}x${process.pid}@${name.toLowerCase().replaceAll(/[^a-z]/g, '')}.example`,
  });
  const shipTo = await addShipTo(db, account.id, { label: name });
  return { account, admin, buyer, shipTo };
}

/**
 * An order the buyer placed of `quantity` of the item, shipped (one fulfilment), to the clinic's
 * ship-to; with `lots`, the lots its fulfilment line shipped (as the lots engineer's shipping will
 * record them). Answers the order's id.
 */
export async function shipToClinic(
  db: Db,
  clinic: Awaited<ReturnType<typeof createRecallClinic>>,
  item: { id: number; unitId: number },
  quantity: number,
  lots: Array<{ lotId: number; quantity: number }> = [],
): Promise<number> {
  const order = await createPurchase(db, {
    accountId: clinic.account.id,
    itemId: item.id,
    unitId: item.unitId,
    quantity,
    placedBy: clinic.buyer.id,
    quantityFulfilled: quantity,
  });
  await db.update(salesOrders).set({ shipAddressId: clinic.shipTo }).where(eq(salesOrders.id, order.id));
  const fulfillment = await createFulfillment(db, { accountId: clinic.account.id, salesOrderId: order.id });
  const [line] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM fulfillment_lines WHERE fulfillment_id = ${fulfillment.id}`,
  );
  if (!line) throw new Error('fulfillment line missing');
  for (const lot of lots) {
    await db.execute(
      sql`INSERT INTO fulfillment_line_lots (fulfillment_line_id, lot_id, quantity)
        VALUES (${line.id}, ${lot.lotId}, ${lot.quantity})`,
    );
  }
  return order.id;
}

/** An item that carries lots (or not), with its first unit. */
export async function createRecallItem(db: Db, name: string) {
  const { item, units } = await createCatalogItem(db, { displayName: name });
  const unit = units[0];
  if (!unit) throw new Error('item without units');
  return { id: item.id, unitId: unit.id, itemName: item.itemName };
}

/** A minimal whole PDF (header to %%EOF), in base64. */
export const SAMPLE_PDF_BASE64 = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');
