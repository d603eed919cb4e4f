// The writes and reads of item lots (issue 34, ADR 0049): lots locked in id order, their quantities
// moved only by conditional UPDATEs that keep them at or above zero, every move written to the
// append-only lot_movements, the lots each fulfilment line shipped. Inside the caller's
// transaction; no business rules here.
import { sql } from 'drizzle-orm';
import { historyLineColumns, historyLineJoins, type HistoryLineRow } from '../../core/history-line.ts';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { intArray, shippedLotsJson, type ShippedLotJson } from '../../db/sql-text.ts';

export interface LotRow {
  id: number;
  item_id: number;
  lot_number: string;
  expires_on: string;
  quantity_on_hand: number;
  quantity_quarantined: number;
  sale_stopped_at: string | Date | null;
}

const lotColumns = sql`l.id, l.item_id, l.lot_number, l.expires_on::text AS expires_on, l.quantity_on_hand,
  l.quantity_quarantined, l.sale_stopped_at`;

/**
 * The lots of the items, locked in id order (ADR 0049's lock order: the order, then its items, then
 * their lots by id), so two shipments and a receipt touching the same lots never deadlock.
 */
export async function lockLotsOfItems(tx: Tx, itemIds: readonly number[]): Promise<LotRow[]> {
  if (itemIds.length === 0) return [];
  return queryRows<LotRow>(
    tx,
    sql`SELECT ${lotColumns} FROM item_lots l WHERE l.item_id = ANY(${intArray(itemIds)})
      ORDER BY l.id FOR UPDATE`,
  );
}

/** The lots of the items, unlocked, first-expiring first (product page, back office). */
export async function lotsOfItems(db: DbOrTx, itemIds: readonly number[]): Promise<LotRow[]> {
  if (itemIds.length === 0) return [];
  return queryRows<LotRow>(
    db,
    sql`SELECT ${lotColumns} FROM item_lots l WHERE l.item_id = ANY(${intArray(itemIds)})
      ORDER BY l.item_id, l.expires_on, l.id`,
  );
}

/** A lot of the item by number: the existing one (its expiry as stored), or a new one with no units. */
export async function findOrCreateLot(
  tx: Tx,
  lot: { itemId: number; lotNumber: string; expiresOn: string },
): Promise<{ id: number; expires_on: string; sale_stopped: boolean }> {
  const rows = await queryRows<{ id: number; expires_on: string; sale_stopped: boolean }>(
    tx,
    sql`INSERT INTO item_lots (item_id, lot_number, expires_on)
      VALUES (${lot.itemId}, ${lot.lotNumber}, ${lot.expiresOn}::date)
      ON CONFLICT (item_id, lot_number) DO UPDATE SET lot_number = excluded.lot_number
      RETURNING id, expires_on::text AS expires_on, sale_stopped_at IS NOT NULL AS sale_stopped`,
  );
  const row = rows[0];
  if (!row) throw new Error('lot upsert returned no row');
  return row;
}

export type LotMovementKind = 'receipt' | 'shipment' | 'return' | 'quarantine' | 'release' | 'adjustment';

/**
 * Moves a lot's quantities by the signed deltas and records the movement; false (nothing written)
 * when either quantity would fall below zero.
 */
export async function moveLot(
  tx: Tx,
  m: {
    lotId: number;
    kind: LotMovementKind;
    onHandDelta: number;
    quarantinedDelta?: number;
    fulfillmentLineId?: number | null;
    returnLineId?: number | null;
    staffMemberId?: number | null;
    note?: string | null;
  },
): Promise<boolean> {
  const quarantinedDelta = m.quarantinedDelta ?? 0;
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE item_lots SET quantity_on_hand = quantity_on_hand + ${m.onHandDelta},
        quantity_quarantined = quantity_quarantined + ${quarantinedDelta}
      WHERE id = ${m.lotId} AND quantity_on_hand + ${m.onHandDelta} >= 0
        AND quantity_quarantined + ${quarantinedDelta} >= 0
      RETURNING id`,
  );
  if (moved.length === 0) return false;
  await tx.execute(
    sql`INSERT INTO lot_movements (lot_id, kind, on_hand_delta, quarantined_delta, fulfillment_line_id,
        return_line_id, staff_member_id, note)
      VALUES (${m.lotId}, ${m.kind}, ${m.onHandDelta}, ${quarantinedDelta}, ${m.fulfillmentLineId ?? null},
        ${m.returnLineId ?? null}, ${m.staffMemberId ?? null}, ${m.note ?? null})`,
  );
  return true;
}

/** The fulfilment's lines by order line (to record which lots each shipped). */
export async function fulfillmentLineIds(
  tx: Tx,
  fulfillmentId: number,
): Promise<Array<{ id: number; sales_order_line_id: number }>> {
  return queryRows<{ id: number; sales_order_line_id: number }>(
    tx,
    sql`SELECT id, sales_order_line_id FROM fulfillment_lines WHERE fulfillment_id = ${fulfillmentId}`,
  );
}

export async function insertFulfillmentLineLot(
  tx: Tx,
  row: { fulfillmentLineId: number; lotId: number; quantity: number },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO fulfillment_line_lots (fulfillment_line_id, lot_id, quantity)
      VALUES (${row.fulfillmentLineId}, ${row.lotId}, ${row.quantity})`,
  );
}

export interface ShippedLotRow {
  sales_order_line_id: number;
  fulfillment_id: number;
  lot_id: number;
  lot_number: string;
  expires_on: string;
  quantity: number;
}

/** The lots every fulfilment of the orders shipped, per order line, in one query. */
export async function shippedLotsOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<ShippedLotRow[]> {
  if (orderIds.length === 0) return [];
  return queryRows<ShippedLotRow>(
    db,
    sql`SELECT fl.sales_order_line_id, fl.fulfillment_id, il.id AS lot_id, il.lot_number,
        il.expires_on::text AS expires_on, fll.quantity
      FROM fulfillment_line_lots fll
      JOIN fulfillment_lines fl ON fl.id = fll.fulfillment_line_id
      JOIN fulfillments f ON f.id = fl.fulfillment_id
      JOIN item_lots il ON il.id = fll.lot_id
      WHERE f.sales_order_id = ANY(${intArray(orderIds)})
      ORDER BY fl.sales_order_line_id, il.expires_on, il.id`,
  );
}

/** The lots one fulfilment shipped, per order line (packing slip, invoice). */
export async function shippedLotsOfFulfillment(db: DbOrTx, fulfillmentId: number): Promise<ShippedLotRow[]> {
  return queryRows<ShippedLotRow>(
    db,
    sql`SELECT fl.sales_order_line_id, fl.fulfillment_id, il.id AS lot_id, il.lot_number,
        il.expires_on::text AS expires_on, fll.quantity
      FROM fulfillment_line_lots fll
      JOIN fulfillment_lines fl ON fl.id = fll.fulfillment_line_id
      JOIN item_lots il ON il.id = fll.lot_id
      WHERE fl.fulfillment_id = ${fulfillmentId}
      ORDER BY fl.sales_order_line_id, il.expires_on, il.id`,
  );
}

/** The store setting's stored value, or undefined when none is stored. */
export async function storeSetting(db: DbOrTx, key: string): Promise<unknown> {
  const rows = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM store_settings WHERE key = ${key}`,
  );
  return rows[0]?.value;
}

export async function saveStoreSetting(
  tx: Tx,
  row: { key: string; value: unknown; staffMemberId: number | null },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO store_settings (key, value, updated_by_staff_id, updated_at)
      VALUES (${row.key}, ${JSON.stringify(row.value)}::jsonb, ${row.staffMemberId}, now())
      ON CONFLICT (key) DO UPDATE SET value = excluded.value,
        updated_by_staff_id = excluded.updated_by_staff_id, updated_at = now()`,
  );
}

/** Lots with units on the shelf that expire on `today` or before (the daily sweep's work). */
export async function expiredLotsOnHand(
  db: DbOrTx,
  today: string,
): Promise<Array<{ id: number; item_id: number }>> {
  return queryRows<{ id: number; item_id: number }>(
    db,
    sql`SELECT id, item_id FROM item_lots WHERE quantity_on_hand > 0 AND expires_on <= ${today}::date
      ORDER BY item_id, id`,
  );
}

/** The items of the lots, in id order (the order their rows are locked in). */
export async function itemsOfLots(db: DbOrTx, lotIds: readonly number[]): Promise<number[]> {
  if (lotIds.length === 0) return [];
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`SELECT DISTINCT item_id FROM item_lots WHERE id = ANY(${intArray(lotIds)}) ORDER BY item_id`,
  );
  return rows.map((r) => r.item_id);
}

export async function itemOfLot(db: DbOrTx, lotId: number): Promise<number | null> {
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`SELECT item_id FROM item_lots WHERE id = ${lotId}`,
  );
  return rows[0]?.item_id ?? null;
}

export async function lockItem(tx: Tx, itemId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM items WHERE id = ${itemId} FOR UPDATE`);
}

/** Locks the lot; answers its number and whether a recall stopped its sale. */
export async function lockLot(
  tx: Tx,
  lotId: number,
): Promise<{ lot_number: string; sale_stopped: boolean } | null> {
  const rows = await queryRows<{ lot_number: string; sale_stopped: boolean }>(
    tx,
    sql`SELECT lot_number, sale_stopped_at IS NOT NULL AS sale_stopped FROM item_lots WHERE id = ${lotId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export interface PackingSlipHead {
  tran_id: string;
  shipped_at: string | Date;
  carrier: string;
  tracking_number: string;
  account_id: number;
  order_tran_id: string;
  po_number: string | null;
  ship_address: AddressSnapshot;
  account_name: string;
  account_number: string;
}

export interface PackingSlipLine extends HistoryLineRow {
  ordered: number;
  shipped: number;
  lots: ShippedLotJson[];
}

/** A fulfilment's head and lines with their lots (two queries, whatever the number of lines). */
export async function packingSlipOf(
  db: DbOrTx,
  fulfillmentId: number,
): Promise<{ head: PackingSlipHead; lines: PackingSlipLine[] } | null> {
  const heads = await queryRows<PackingSlipHead>(
    db,
    sql`SELECT f.tran_id, f.shipped_at, f.carrier, f.tracking_number, f.account_id, o.tran_id AS order_tran_id,
        o.po_number, o.ship_address, a.account_name, a.account_number
      FROM fulfillments f JOIN sales_orders o ON o.id = f.sales_order_id JOIN accounts a ON a.id = f.account_id
      WHERE f.id = ${fulfillmentId}`,
  );
  const head = heads[0];
  if (!head) return null;
  const lines = await queryRows<PackingSlipLine>(
    db,
    sql`SELECT ${historyLineColumns(sql`l`)}, l.quantity AS ordered, fl.quantity AS shipped,
        ${shippedLotsJson(sql`fl`)} AS lots
      FROM fulfillment_lines fl JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
        ${historyLineJoins(sql`l`)}
      WHERE fl.fulfillment_id = ${fulfillmentId}
      ORDER BY l.line_number, fl.id`,
  );
  return { head, lines };
}
