// What the returns module reads and writes (issue 34 point 3): an order's lines with what was
// delivered and what returns already hold, returns with their lines in one read each, the
// conditional status moves that make each step happen once, the controlled-substance record of a
// return handled apart, a lot's returned units, and the store's setting for controlled returns.
import { sql, type SQL } from 'drizzle-orm';
import type { ReturnDisposition, ReturnReason, ReturnStatus } from '@medsupply/domain';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';

const ids = (list: readonly number[]) =>
  sql`ARRAY[${sql.join(
    list.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/** Whether order line `l` holds a controlled substance (its Rx level is a controlled one). */
const controlledLine = sql`EXISTS (SELECT 1 FROM rx_levels x WHERE x.id = l.rx_level AND x.is_controlled_substance)`;

/** Statuses of returns that hold units against their order lines (domain holdsUnits). */
const HOLDING = sql`('requested', 'authorized', 'received', 'credited')`;

export interface OrderForReturn {
  id: number;
  tran_id: string;
  account_id: number;
}

/** One order of the account (another account's order is not found). */
export async function orderOfAccount(
  db: DbOrTx,
  accountId: number,
  orderId: number,
): Promise<OrderForReturn | null> {
  const rows = await queryRows<OrderForReturn>(
    db,
    sql`SELECT id, tran_id, account_id FROM sales_orders WHERE id = ${orderId} AND account_id = ${accountId}`,
  );
  return rows[0] ?? null;
}

export interface ReturnableRow {
  id: number;
  line_number: number;
  item_id: number;
  unit_id: number;
  item_name: string;
  item_number: string;
  unit_name: string;
  is_controlled: boolean;
  delivered: number;
  /** Units live returns already ask for (requested, authorized, received, credited). */
  held: number;
  carries_lots: boolean;
  /**
   * The lots delivered on this line (fulfilments marked delivered), first-expiring first, in the
   * line's unit (whole units of it: a box is 100 stock units), with what live returns hold of each.
   */
  lots: Array<{ lotId: number; lotNumber: string; expiresOn: string; quantity: number; held: number }>;
}

/**
 * Row-locks the order's lines, so two requests for the same line are judged one after the other.
 * A statement of its own: under READ COMMITTED the read that follows takes a new snapshot, which
 * sees the return the other request committed while this one waited (a subquery in the locking
 * statement itself would still read the old one).
 */
export async function lockOrderLines(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(
    sql`SELECT id FROM sales_order_lines WHERE sales_order_id = ${orderId} ORDER BY id FOR UPDATE`,
  );
}

/** The order's lines with the units delivered (on fulfilments marked delivered) and held by returns. */
export async function returnableLines(db: DbOrTx, orderId: number): Promise<ReturnableRow[]> {
  return queryRows<ReturnableRow>(
    db,
    sql`SELECT l.id, l.line_number, l.item_id, l.unit_id,
        coalesce(nullif(i.site_display_name, ''), i.display_name) AS item_name, i.item_name AS item_number,
        u.unit_name, ${controlledLine} AS is_controlled,
        coalesce((SELECT sum(fl.quantity) FROM fulfillment_lines fl JOIN fulfillments f ON f.id = fl.fulfillment_id
          WHERE fl.sales_order_line_id = l.id AND f.status = 'Delivered'), 0)::int AS delivered,
        coalesce((SELECT sum(rl.quantity) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
          WHERE rl.sales_order_line_id = l.id AND r.status IN ${HOLDING}), 0)::int AS held,
        i.carries_lots,
        coalesce((SELECT json_agg(json_build_object('lotId', d.lot_id, 'lotNumber', d.lot_number,
            'expiresOn', d.expires_on, 'quantity', floor(d.units / u.conversion_rate)::int,
            'held', coalesce((SELECT sum(rl.quantity) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
              WHERE rl.sales_order_line_id = l.id AND rl.lot_id = d.lot_id AND r.status IN ${HOLDING}), 0)::int)
            ORDER BY d.expires_on, d.lot_id)
          FROM (SELECT fll.lot_id, il.lot_number, to_char(il.expires_on, 'YYYY-MM-DD') AS expires_on,
              sum(fll.quantity)::int AS units
            FROM fulfillment_lines fl JOIN fulfillments f ON f.id = fl.fulfillment_id
            JOIN fulfillment_line_lots fll ON fll.fulfillment_line_id = fl.id
            JOIN item_lots il ON il.id = fll.lot_id
            WHERE fl.sales_order_line_id = l.id AND f.status = 'Delivered'
            GROUP BY fll.lot_id, il.lot_number, il.expires_on) d), '[]'::json) AS lots
      FROM sales_order_lines l JOIN items i ON i.id = l.item_id JOIN units u ON u.id = l.unit_id
      WHERE l.sales_order_id = ${orderId}
      ORDER BY l.line_number, l.id`,
  );
}

export async function returnByRequestKey(db: DbOrTx, userId: number, key: string): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM returns WHERE requested_by_user_id = ${userId} AND request_key = ${key}`,
  );
  return rows[0]?.id ?? null;
}

export async function insertReturn(
  tx: Tx,
  r: {
    accountId: number;
    salesOrderId: number;
    userId: number;
    reason: ReturnReason;
    note: string | null;
    controlled: 'none' | 'handledApart';
    requestKey: string | null;
    recallId: number | null;
  },
): Promise<{ id: number; return_number: string }> {
  const rows = await queryRows<{ id: number; return_number: string }>(
    tx,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('returns', 'id'))::int AS id)
      INSERT INTO returns (id, return_number, account_id, sales_order_id, requested_by_user_id, reason, note,
        controlled, request_key, recall_id)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, 'RT-' || (100000 + n.id), ${r.accountId}, ${r.salesOrderId}, ${r.userId}, ${r.reason}, ${r.note},
        ${r.controlled}, ${r.requestKey}, ${r.recallId}
      FROM n RETURNING id, return_number`,
  );
  const row = rows[0];
  if (!row) throw new Error('return insert returned no row');
  return row;
}

export async function insertReturnLines(
  tx: Tx,
  returnId: number,
  lines: ReadonlyArray<{ salesOrderLineId: number; quantity: number; lotId: number | null }>,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(
    sql`INSERT INTO return_lines (return_id, sales_order_line_id, quantity, lot_id)
      VALUES ${sql.join(
        lines.map((l) => sql`(${returnId}, ${l.salesOrderLineId}, ${l.quantity}, ${l.lotId})`),
        sql`, `,
      )}`,
  );
}

export async function insertReturnPhotos(
  tx: Tx,
  returnId: number,
  photos: ReadonlyArray<{ key: string; fileName: string; contentType: string }>,
): Promise<void> {
  if (photos.length === 0) return;
  await tx.execute(
    sql`INSERT INTO return_photos (return_id, document_key, file_name, content_type)
      VALUES ${sql.join(
        photos.map((p) => sql`(${returnId}, ${p.key}, ${p.fileName}, ${p.contentType})`),
        sql`, `,
      )}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Reading returns
// ---------------------------------------------------------------------------------------------

export interface ReturnRow {
  id: number;
  return_number: string;
  rma_number: string | null;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  staff_note: string | null;
  controlled: 'none' | 'handledApart';
  sales_order_id: number;
  order_tran_id: string;
  account_id: number;
  account_name: string;
  account_number: string;
  requested_by: string;
  created_at: string;
  authorized_at: string | null;
  received_at: string | null;
  refused_at: string | null;
  credit_memo_id: number | null;
  credit_memo_tran_id: string | null;
  photo_count: number;
  recall_number: string | null;
}

export interface ReturnLineRow {
  id: number;
  return_id: number;
  sales_order_line_id: number;
  line_number: number;
  item_id: number;
  unit_id: number;
  conversion_rate: number | string;
  item_name: string;
  item_number: string;
  unit_name: string;
  quantity: number;
  unit_price_cents: number;
  is_controlled: boolean;
  lot_id: number | null;
  lot_number: string | null;
  /** A published recall stopped the sale of the line's lot. */
  lot_recalled: boolean;
  carries_lots: boolean;
  received_quantity: number | null;
  disposition: ReturnDisposition | null;
  credit_cents: number | null;
}

export interface ReturnPhotoRow {
  id: number;
  return_id: number;
  document_key: string;
  file_name: string;
  content_type: string;
}

const returnColumns = sql`r.id, r.return_number, r.rma_number, r.status, r.reason, r.note, r.staff_note, r.controlled,
  r.sales_order_id, o.tran_id AS order_tran_id, r.account_id, a.account_name, a.account_number,
  u.first_name || ' ' || u.last_name AS requested_by,
  ${isoText(sql`r.created_at`)} AS created_at,
  CASE WHEN r.authorized_at IS NULL THEN NULL ELSE ${isoText(sql`r.authorized_at`)} END AS authorized_at,
  CASE WHEN r.received_at IS NULL THEN NULL ELSE ${isoText(sql`r.received_at`)} END AS received_at,
  CASE WHEN r.refused_at IS NULL THEN NULL ELSE ${isoText(sql`r.refused_at`)} END AS refused_at,
  r.credit_memo_id, m.tran_id AS credit_memo_tran_id,
  (SELECT count(*) FROM return_photos p WHERE p.return_id = r.id)::int AS photo_count,
  (SELECT rc.recall_number FROM recalls rc WHERE rc.id = r.recall_id) AS recall_number`;

const returnFrom = sql`returns r JOIN sales_orders o ON o.id = r.sales_order_id JOIN accounts a ON a.id = r.account_id
  JOIN users u ON u.id = r.requested_by_user_id LEFT JOIN credit_memos m ON m.id = r.credit_memo_id`;

/** Returns matching `where`, newest first (at most `limit`). */
export async function returnsWhere(db: DbOrTx, where: SQL, limit = 200): Promise<ReturnRow[]> {
  return queryRows<ReturnRow>(
    db,
    sql`SELECT ${returnColumns} FROM ${returnFrom} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  );
}

/** The lines of these returns (one read for a whole list). */
export async function linesOf(db: DbOrTx, returnIds: readonly number[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return queryRows<ReturnLineRow>(
    db,
    sql`SELECT rl.id, rl.return_id, rl.sales_order_line_id, l.line_number, l.item_id, l.unit_id, u.conversion_rate,
        coalesce(nullif(i.site_display_name, ''), i.display_name) AS item_name, i.item_name AS item_number,
        u.unit_name, rl.quantity, l.unit_price_cents, ${controlledLine} AS is_controlled, rl.lot_id, lot.lot_number,
        coalesce(lot.sale_stopped_at IS NOT NULL, false) AS lot_recalled, i.carries_lots, rl.received_quantity, rl.disposition, rl.credit_cents
      FROM return_lines rl JOIN sales_order_lines l ON l.id = rl.sales_order_line_id
        JOIN items i ON i.id = l.item_id JOIN units u ON u.id = l.unit_id
        LEFT JOIN item_lots lot ON lot.id = rl.lot_id
      WHERE rl.return_id = ANY(${ids(returnIds)})
      ORDER BY rl.return_id, l.line_number, rl.id`,
  );
}

export async function photosOf(db: DbOrTx, returnIds: readonly number[]): Promise<ReturnPhotoRow[]> {
  if (returnIds.length === 0) return [];
  return queryRows<ReturnPhotoRow>(
    db,
    sql`SELECT id, return_id, document_key, file_name, content_type FROM return_photos
      WHERE return_id = ANY(${ids(returnIds)}) ORDER BY return_id, id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Moving a return on, once
// ---------------------------------------------------------------------------------------------

/** The return, row-locked, with its status (a staff command decides on it). */
export async function lockReturn(
  tx: Tx,
  id: number,
): Promise<{
  id: number;
  status: ReturnStatus;
  account_id: number;
  sales_order_id: number;
  return_number: string;
  rma_number: string | null;
} | null> {
  const rows = await queryRows<{
    id: number;
    status: ReturnStatus;
    account_id: number;
    sales_order_id: number;
    return_number: string;
    rma_number: string | null;
  }>(
    tx,
    sql`SELECT id, status, account_id, sales_order_id, return_number, rma_number FROM returns WHERE id = ${id} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/**
 * Moves a return to `to` only from one of `from` (the domain's moves), setting `set` with it:
 * false when another staff member moved it first, so each step happens once.
 */
export async function moveReturn(
  tx: Tx,
  id: number,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  set: SQL,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE returns SET status = ${to}, ${set}, updated_at = now()
      WHERE id = ${id} AND status IN (${sql.join(
        from.map((s) => sql`${s}`),
        sql`, `,
      )}) RETURNING id`,
  );
  return rows.length === 1;
}

export async function setReceivedLine(
  tx: Tx,
  lineId: number,
  receivedQuantity: number,
  disposition: ReturnDisposition,
): Promise<void> {
  await tx.execute(
    sql`UPDATE return_lines SET received_quantity = ${receivedQuantity}, disposition = ${disposition} WHERE id = ${lineId}`,
  );
}

export async function setLineCredit(tx: Tx, lineId: number, creditCents: number): Promise<void> {
  await tx.execute(sql`UPDATE return_lines SET credit_cents = ${creditCents} WHERE id = ${lineId}`);
}

// ---------------------------------------------------------------------------------------------
// Store settings
// ---------------------------------------------------------------------------------------------

export async function storeSetting(db: DbOrTx, key: string): Promise<unknown> {
  const rows = await queryRows<{ value: unknown }>(
    db,
    sql`SELECT value FROM store_settings WHERE key = ${key}`,
  );
  return rows[0]?.value;
}

export async function setStoreSetting(tx: Tx, key: string, value: unknown, staffId: number): Promise<void> {
  await tx.execute(
    sql`INSERT INTO store_settings (key, value, updated_by_staff_id, updated_at)
      VALUES (${key}, ${JSON.stringify(value)}::jsonb, ${staffId}, now())
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by_staff_id = EXCLUDED.updated_by_staff_id,
        updated_at = now()`,
  );
}

/** The store's own address and the account's (the return label's from and to). */
export async function orderShipAddress(db: DbOrTx, orderId: number): Promise<unknown> {
  const rows = await queryRows<{ ship_address: unknown }>(
    db,
    sql`SELECT ship_address FROM sales_orders WHERE id = ${orderId}`,
  );
  return rows[0]?.ship_address ?? null;
}

/**
 * The published recall that reached the account and covers one of these lots (or every lot of the
 * item): what a return for the reason 'recall' answers to.
 */
export async function recallCovering(
  db: DbOrTx,
  accountId: number,
  lines: ReadonlyArray<{ itemId: number; lotId: number | null }>,
): Promise<number | null> {
  if (lines.length === 0) return null;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT r.id FROM recalls r
      JOIN recall_accounts ra ON ra.recall_id = r.id AND ra.account_id = ${accountId}
      JOIN recall_scope rs ON rs.recall_id = r.id
      WHERE r.status = 'published' AND (${sql.join(
        lines.map((l) =>
          l.lotId === null
            ? sql`rs.item_id = ${l.itemId}`
            : sql`(rs.item_id = ${l.itemId} AND (rs.lot_id IS NULL OR rs.lot_id = ${l.lotId}))`,
        ),
        sql` OR `,
      )})
      ORDER BY r.published_at DESC, r.id DESC LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}
