// Receiving stock (issue 20 point 4, ADR 0020 "Receiving stock"): the received quantity fills the
// item's backorders oldest order first, the rest is stock; each covered line raises 'Backorder
// Ready' and an item that was out raises 'Item Back in Stock' (issue 21's notifications, through the
// outbox). One transaction under the item's row lock, with its audit row.
import { randomUUID } from 'node:crypto';
import type { ReceiveStockBody, ReceiveStockResponse } from '@medsupply/contract';
import type { Staff } from '../../core/actor.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import { audit } from './staff.service.ts';
import * as q from './inventory.queries.ts';

export const ITEM_NOT_FOUND_MESSAGE = 'Item not found.';

/** POST /api/admin/items/:id/receipts. */
export async function receiveStock(
  db: Db,
  outbox: Outbox,
  staff: Staff,
  itemId: number,
  body: ReceiveStockBody,
): Promise<ReceiveStockResponse> {
  const receiptId = randomUUID();
  return db.transaction(async (tx) => {
    const item = await q.lockItemStock(tx, itemId);
    if (!item) throw refuse('ITEM_NOT_FOUND', ITEM_NOT_FOUND_MESSAGE);
    const wasOut = item.quantity_available <= 0;
    // Stock below zero (a correction elsewhere) is made good first.
    let available = item.quantity_available + body.quantity;
    const filled: ReceiveStockResponse['backordersFilled'] = [];
    for (const line of await q.backordersOf(tx, itemId)) {
      if (available <= 0) break;
      const take = Math.min(line.quantity_backordered, available);
      if (!(await q.fillBackorder(tx, line.id, take))) continue;
      available -= take;
      filled.push({
        salesOrderId: line.sales_order_id,
        tranId: line.tran_id,
        salesOrderLineId: line.id,
        quantity: take,
      });
      await outbox.notify(tx, {
        type: 'backorderReady',
        salesOrderLineId: line.id,
        quantity: take,
        receiptId,
      });
    }
    await q.setStock(tx, itemId, available);
    if (wasOut && available > 0) await outbox.notify(tx, { type: 'itemBackInStock', itemId, receiptId });
    await audit(tx, staff, {
      action: 'stock.receive',
      entityType: 'item',
      entityId: itemId,
      before: { quantityAvailable: item.quantity_available },
      after: {
        quantityAvailable: available,
        quantityReceived: body.quantity,
        note: body.note ?? null,
        receiptId,
        backordersFilled: filled,
      },
    });
    return {
      receiptId,
      itemId,
      quantityReceived: body.quantity,
      quantityAvailable: available,
      backordersFilled: filled,
    };
  });
}
