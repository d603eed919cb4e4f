// The writes of an order's lifecycle after placing (ADR 0034): the order locked with what its
// commands need, its lines, their quantities moved only by conditional UPDATEs (a line ships,
// cancels or fills a backorder only within what is left, however many staff act at once),
// fulfilments and their events, stock and allocation given back. Inside the caller's transaction;
// no business rules here.
import { sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@medsupply/domain';
import { historyLineColumns, historyLineJoins, type HistoryLineRow } from '../../core/history-line.ts';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { isoText, orderStatusIn } from '../../db/sql-text.ts';

const one = <T>(rows: T[]): T | null => rows[0] ?? null;

export interface OrderHead {
  id: number;
  tran_id: string;
  account_id: number;
  account_name: string;
  terms: string | null;
  placed_by: number | null;
  placed_by_email: string | null;
  placed_by_first_name: string | null;
  status: string;
  approval_status: 'not_required' | 'pending' | 'approved' | 'rejected';
  payment_type: 'terms' | 'card' | 'ach';
  payment_status: 'none' | 'authorized' | 'captured' | 'voided';
  payment_authorization_id: string | null;
  method: string | null;
  last4: string | null;
  po_number: string | null;
  order_date: string;
  shipping_cents: number;
  tax_cents: number;
  convenience_fee_cents: number;
  total_cents: number;
  /** The procurement system whose OrderRequest placed the order (issue 28), else null. */
  procurement_system_id: number | null;
}

const headSelect = sql`SELECT o.id, o.tran_id, o.account_id, a.account_name, a.terms, o.placed_by, u.email AS placed_by_email,
    u.first_name AS placed_by_first_name, o.status, o.approval_status, o.payment_type, o.payment_status,
    o.payment_authorization_id, coalesce(pm.type, o.payment_type) AS method, pm.last4, o.po_number,
    ${isoText(sql`o.order_date`)} AS order_date, o.shipping_cents, o.tax_cents, o.convenience_fee_cents, o.total_cents,
    o.procurement_system_id
  FROM sales_orders o JOIN accounts a ON a.id = o.account_id LEFT JOIN users u ON u.id = o.placed_by
    LEFT JOIN payment_methods pm ON pm.id = o.payment_method_id`;

/**
 * The order of one of `accountIds` (any account: null), row-locked when `lock`: its lines change
 * one command at a time, and its status is derived from all of them.
 */
export async function orderHead(
  db: DbOrTx,
  id: number,
  options: { accountIds?: readonly number[] | null; lock?: boolean } = {},
): Promise<OrderHead | null> {
  const accounts = options.accountIds ?? null;
  if (accounts !== null && accounts.length === 0) return null;
  return one(
    await queryRows<OrderHead>(
      db,
      sql`${headSelect} WHERE o.id = ${id}
        ${
          accounts === null
            ? sql``
            : sql`AND o.account_id IN (${sql.join(
                accounts.map((a) => sql`${a}`),
                sql`, `,
              )})`
        }
        ${options.lock ? sql`FOR UPDATE OF o` : sql``}`,
    ),
  );
}

export interface LineRow extends HistoryLineRow {
  id: number;
  line_number: number;
  /** Whether the item is sold on allocation. */
  allocated: boolean;
  quantity: number;
  quantity_cancelled: number;
  quantity_backordered: number;
  quantity_fulfilled: number;
  quantity_billed: number;
  unit_price_cents: number;
  /** Whether the item's stock is held as lots (shipping then picks lots). */
  carries_lots: boolean;
}

export async function linesOf(db: DbOrTx, orderId: number): Promise<LineRow[]> {
  return queryRows<LineRow>(
    db,
    sql`SELECT l.id, l.line_number, ${historyLineColumns(sql`l`)}, (hi.allocation_period IS NOT NULL) AS allocated,
        l.quantity, l.quantity_cancelled, l.quantity_backordered, l.quantity_fulfilled, l.quantity_billed,
        l.unit_price_cents, hi.carries_lots
      FROM sales_order_lines l ${historyLineJoins(sql`l`)}
      WHERE l.sales_order_id = ${orderId}
      ORDER BY l.line_number, l.id`,
  );
}

export async function setStatus(tx: Tx, orderId: number, status: string): Promise<void> {
  await tx.execute(sql`UPDATE sales_orders SET status = ${status}, updated_at = now() WHERE id = ${orderId}`);
}

export async function setPaymentStatus(
  tx: Tx,
  orderId: number,
  status: 'authorized' | 'captured' | 'voided',
): Promise<void> {
  await tx.execute(
    sql`UPDATE sales_orders SET payment_status = ${status}, updated_at = now() WHERE id = ${orderId}`,
  );
}

/** An approval decided (ADR 0034 "Approval"); false when it was decided meanwhile. */
export async function decide(
  tx: Tx,
  input: {
    id: number;
    approvalStatus: 'approved' | 'rejected';
    status: string;
    decidedBy: number;
    reason: string | null;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE sales_orders SET approval_status = ${input.approvalStatus}, status = ${input.status},
        approved_by = ${input.decidedBy}, approved_at = now(), rejection_reason = ${input.reason}, updated_at = now()
      WHERE id = ${input.id} AND approval_status = 'pending' RETURNING id`,
  );
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Line quantities
// ---------------------------------------------------------------------------------------------

/** Ships `quantity` of a line while it stays within what is committed; false: nothing changed. */
export async function shipLine(tx: Tx, orderId: number, lineId: number, quantity: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE sales_order_lines SET quantity_fulfilled = quantity_fulfilled + ${quantity}
      WHERE id = ${lineId} AND sales_order_id = ${orderId}
        AND quantity_fulfilled + ${quantity} <= quantity - quantity_cancelled - quantity_backordered
      RETURNING id`,
  );
  return rows.length > 0;
}

/** Raises quantity_billed of invoiced lines (billed ≤ fulfilled, the CHECK holds it). */
export async function billLine(tx: Tx, lineId: number, quantity: number): Promise<void> {
  await tx.execute(
    sql`UPDATE sales_order_lines SET quantity_billed = quantity_billed + ${quantity} WHERE id = ${lineId}`,
  );
}

/**
 * Cancels `fromBackordered + fromCommitted` units of a line; the guard re-checks, as the row is
 * now, that the backordered part and the committed unshipped part still hold them.
 */
export async function cancelLine(
  tx: Tx,
  lineId: number,
  fromBackordered: number,
  fromCommitted: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE sales_order_lines
      SET quantity_cancelled = quantity_cancelled + ${fromBackordered + fromCommitted},
          quantity_backordered = quantity_backordered - ${fromBackordered}
      WHERE id = ${lineId} AND quantity_backordered >= ${fromBackordered}
        AND quantity - quantity_cancelled - quantity_backordered - quantity_fulfilled >= ${fromCommitted}
      RETURNING id`,
  );
  return rows.length === 1;
}

export interface CancellationRow {
  quantity: number;
  credit_memo_id: number | null;
  reversal_id: number | null;
}

/** The cancellation a request with this key made of the line, if it committed. */
export async function cancellationByKey(
  db: DbOrTx,
  orderId: number,
  lineId: number,
  requestKey: string,
): Promise<CancellationRow | null> {
  return one(
    await queryRows<CancellationRow>(
      db,
      sql`SELECT quantity, credit_memo_id, reversal_id FROM line_cancellations
        WHERE sales_order_id = ${orderId} AND sales_order_line_id = ${lineId} AND request_key = ${requestKey}`,
    ),
  );
}

/** Records a cancellation of a line's units (with its request's key) in its transaction. */
export async function insertCancellation(
  tx: Tx,
  c: {
    orderId: number;
    lineId: number;
    quantity: number;
    creditMemoId: number | null;
    reversalId: number | null;
    requestKey: string | null;
  },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO line_cancellations (sales_order_id, sales_order_line_id, quantity, credit_memo_id,
        reversal_id, request_key)
      VALUES (${c.orderId}, ${c.lineId}, ${c.quantity}, ${c.creditMemoId}, ${c.reversalId}, ${c.requestKey})`,
  );
}

export interface BackorderRow {
  id: number;
  sales_order_id: number;
  tran_id: string;
  /** In the line's unit; `conversion_rate` stock units each. */
  quantity_backordered: number;
  conversion_rate: number;
}

/** Lines waiting for the item, oldest order first, row-locked (of orders still open). */
export async function backordersOf(tx: Tx, itemId: number): Promise<BackorderRow[]> {
  return queryRows<BackorderRow>(
    tx,
    sql`SELECT l.id, l.sales_order_id, o.tran_id, l.quantity_backordered, u.conversion_rate::float8 AS conversion_rate
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id JOIN units u ON u.id = l.unit_id
      WHERE l.item_id = ${itemId} AND l.quantity_backordered > 0 AND ${orderStatusIn('open')}
      ORDER BY o.order_date, o.id, l.line_number, l.id
      FOR UPDATE OF l`,
  );
}

/**
 * Lines holding committed, unshipped units of the item, newest order first, row-locked (of orders
 * still open): the ones to backorder first when stock is taken away (a recall's quarantine).
 */
export async function committedLinesNewestFirst(
  tx: Tx,
  itemId: number,
): Promise<Array<BackorderRow & { committed: number }>> {
  return queryRows<BackorderRow & { committed: number }>(
    tx,
    sql`SELECT l.id, l.sales_order_id, o.tran_id, l.quantity_backordered, u.conversion_rate::float8 AS conversion_rate,
        (l.quantity - l.quantity_cancelled - l.quantity_backordered - l.quantity_fulfilled)::int AS committed
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id JOIN units u ON u.id = l.unit_id
      WHERE l.item_id = ${itemId} AND ${orderStatusIn('open')}
        AND l.quantity - l.quantity_cancelled - l.quantity_backordered - l.quantity_fulfilled > 0
      ORDER BY o.order_date DESC, o.id DESC, l.line_number DESC, l.id DESC
      FOR UPDATE OF l`,
  );
}

/** Moves `take` of a line from committed to backordered, only within what is committed. */
export async function backorderCommitted(tx: Tx, lineId: number, take: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE sales_order_lines SET quantity_backordered = quantity_backordered + ${take}
      WHERE id = ${lineId}
        AND quantity - quantity_cancelled - quantity_backordered - quantity_fulfilled >= ${take}
      RETURNING id`,
  );
  return rows.length > 0;
}

/** Moves `take` of a line from backordered to committed (never below zero). */
export async function fillBackorder(tx: Tx, lineId: number, take: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE sales_order_lines SET quantity_backordered = quantity_backordered - ${take}
      WHERE id = ${lineId} AND quantity_backordered >= ${take} RETURNING id`,
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Stock and allocation
// ---------------------------------------------------------------------------------------------

/** Locks the items of the order's lines in id order (the order placing takes them in). */
export async function lockOrderItems(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(
    sql`SELECT i.id FROM items i WHERE i.id IN (SELECT item_id FROM sales_order_lines WHERE sales_order_id = ${orderId})
      ORDER BY i.id FOR UPDATE`,
  );
}

/** Locks one item's row (a stock receipt takes it first, then the item's backordered lines). */
export async function lockItemStock(
  tx: Tx,
  itemId: number,
): Promise<{ id: number; quantity_available: number; carries_lots: boolean } | null> {
  return one(
    await queryRows<{ id: number; quantity_available: number; carries_lots: boolean }>(
      tx,
      sql`SELECT id, quantity_available, carries_lots FROM items WHERE id = ${itemId} FOR UPDATE`,
    ),
  );
}

export async function setStock(tx: Tx, itemId: number, quantityAvailable: number): Promise<void> {
  await tx.execute(
    sql`UPDATE items SET quantity_available = ${quantityAvailable}, updated_at = now() WHERE id = ${itemId}`,
  );
}

export async function returnStock(tx: Tx, itemId: number, units: number): Promise<void> {
  if (units <= 0) return;
  await tx.execute(
    sql`UPDATE items SET quantity_available = quantity_available + ${units} WHERE id = ${itemId}`,
  );
}

/** Allocation back in the period holding the order's date (the store's calendar), never below zero. */
export async function returnAllocation(
  tx: Tx,
  input: { accountId: number; itemId: number; units: number; orderDate: string },
): Promise<void> {
  if (input.units <= 0) return;
  await tx.execute(
    sql`UPDATE item_allocations SET used_quantity = greatest(0, used_quantity - ${input.units})
      WHERE account_id = ${input.accountId} AND item_id = ${input.itemId}
        AND period_start <= (${input.orderDate}::timestamptz AT TIME ZONE ${STORE_TIME_ZONE})::date
        AND period_end >= (${input.orderDate}::timestamptz AT TIME ZONE ${STORE_TIME_ZONE})::date`,
  );
}

// ---------------------------------------------------------------------------------------------
// Fulfilments
// ---------------------------------------------------------------------------------------------

export interface FulfillmentRow {
  id: number;
  tran_id: string;
  status: string;
  carrier: string;
  tracking_number: string;
  shipped_at: string;
  delivered_at: string | null;
  sales_order_id: number;
  account_id: number;
}

const fulfillmentSelect = sql`SELECT f.id, f.tran_id, f.status, f.carrier, f.tracking_number,
    ${isoText(sql`f.shipped_at`)} AS shipped_at,
    CASE WHEN f.delivered_at IS NULL THEN NULL ELSE ${isoText(sql`f.delivered_at`)} END AS delivered_at,
    f.sales_order_id, f.account_id
  FROM fulfillments f`;

export async function fulfillmentById(db: DbOrTx, id: number, lock = false): Promise<FulfillmentRow | null> {
  return one(
    await queryRows<FulfillmentRow>(
      db,
      sql`${fulfillmentSelect} WHERE f.id = ${id} ${lock ? sql`FOR UPDATE OF f` : sql``}`,
    ),
  );
}

/** The fulfilment a shipping request with this key made, if it committed. */
export async function fulfillmentByKey(
  db: DbOrTx,
  orderId: number,
  requestKey: string,
): Promise<FulfillmentRow | null> {
  return one(
    await queryRows<FulfillmentRow>(
      db,
      sql`${fulfillmentSelect} WHERE f.sales_order_id = ${orderId} AND f.request_key = ${requestKey}`,
    ),
  );
}

/** Inserts a Shipped fulfilment with its lines and its first scan; its number is IF-(100000 + id). */
export async function insertFulfillment(
  tx: Tx,
  f: {
    accountId: number;
    salesOrderId: number;
    carrier: string;
    trackingNumber: string;
    shippedAt: Date;
    requestKey: string | null;
    lines: ReadonlyArray<{ lineId: number; quantity: number }>;
  },
): Promise<{ id: number; tranId: string }> {
  const rows = await queryRows<{ id: number; tran_id: string }>(
    tx,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('fulfillments', 'id'))::int AS id)
      INSERT INTO fulfillments (id, tran_id, account_id, sales_order_id, status, carrier, tracking_number,
        shipped_at, request_key)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, 'IF-' || (100000 + n.id), ${f.accountId}, ${f.salesOrderId}, 'Shipped', ${f.carrier},
        ${f.trackingNumber}, ${f.shippedAt.toISOString()}::timestamptz, ${f.requestKey}
      FROM n
      RETURNING id, tran_id`,
  );
  const row = rows[0];
  if (!row) throw new Error('fulfillment insert returned no row');
  for (const l of f.lines) {
    await tx.execute(
      sql`INSERT INTO fulfillment_lines (fulfillment_id, sales_order_line_id, quantity)
        VALUES (${row.id}, ${l.lineId}, ${l.quantity})`,
    );
  }
  await addEvent(tx, {
    fulfillmentId: row.id,
    status: 'Shipped',
    description: `Shipped via ${f.carrier}`,
    location: null,
    at: f.shippedAt,
  });
  return { id: row.id, tranId: row.tran_id };
}

/** Marks a shipped fulfilment delivered once (a second call changes nothing): its id, or null. */
export async function markDelivered(tx: Tx, fulfillmentId: number, at: Date): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE fulfillments SET status = 'Delivered', delivered_at = ${at.toISOString()}::timestamptz
      WHERE id = ${fulfillmentId} AND status <> 'Delivered' RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export async function addEvent(
  tx: Tx,
  event: { fulfillmentId: number; status: string; description: string; location: string | null; at: Date },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO fulfillment_events (fulfillment_id, status, description, location, occurred_at)
      VALUES (${event.fulfillmentId}, ${event.status}, ${event.description}, ${event.location},
        ${event.at.toISOString()}::timestamptz)`,
  );
}
