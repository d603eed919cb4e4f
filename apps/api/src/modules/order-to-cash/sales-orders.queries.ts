// Sales-order queries: one order with its lines, shipments and invoices; pages of orders with the
// Sales Orders filters; the filters' lists; approvals; and the writes an approval decision makes.
// Every read takes the accounts it may see; an order of another account is simply not found.
import { sql, type SQL } from 'drizzle-orm';
import { historyLineColumns, historyLineJoins, type HistoryLineRow } from '../../core/history-line.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { shippedLotsJson, type ShippedLotJson } from '../../db/sql-text.ts';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface OrderRow {
  id: number;
  tran_id: string;
  account_id: number;
  account_name: string;
  placed_by: number | null;
  placed_by_name: string | null;
  placed_by_email: string | null;
  status: string;
  approval_status: 'not_required' | 'pending' | 'approved' | 'rejected';
  order_date: Date | string;
  ship_date: string | null;
  po_number: string | null;
  memo: string | null;
  rejection_reason: string | null;
  ship_address_id: number | null;
  ship_address: AddressSnapshot;
  bill_address: AddressSnapshot;
  payment_type: 'terms' | 'card' | 'ach';
  payment_status: 'none' | 'authorized' | 'captured' | 'voided';
  payment_authorization_id: string | null;
  terms: string | null;
  method_type: string | null;
  method_last4: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  convenience_fee_cents: number;
  total_cents: number;
}

const orderColumns = sql`so.id, so.tran_id, so.account_id, a.account_name, so.placed_by,
  CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS placed_by_name,
  u.email AS placed_by_email, so.status, so.approval_status, so.order_date, so.ship_date::text AS ship_date,
  so.po_number, so.memo, so.rejection_reason, so.ship_address_id, so.ship_address, so.bill_address,
  so.payment_type, so.payment_status, so.payment_authorization_id, a.terms,
  pm.type AS method_type, pm.last4 AS method_last4, so.subtotal_cents, so.shipping_cents, so.tax_cents,
  so.convenience_fee_cents, so.total_cents`;

const orderFrom = sql`sales_orders so JOIN accounts a ON a.id = so.account_id
  LEFT JOIN users u ON u.id = so.placed_by LEFT JOIN payment_methods pm ON pm.id = so.payment_method_id`;

/** One order of one of `accountIds`. */
export async function orderOf(
  db: DbOrTx,
  accountIds: readonly number[],
  id: number,
): Promise<OrderRow | null> {
  if (accountIds.length === 0) return null;
  const rows = await queryRows<OrderRow>(
    db,
    sql`SELECT ${orderColumns} FROM ${orderFrom} WHERE so.id = ${id} AND so.account_id IN (${idList(accountIds)})`,
  );
  return rows[0] ?? null;
}

export interface OrderLineRow extends HistoryLineRow {
  id: number;
  line_number: number;
  rx_level: number;
  quantity: number;
  quantity_fulfilled: number;
  quantity_backordered: number;
  quantity_cancelled: number;
  quantity_billed: number;
  unit_price_cents: number;
  amount_cents: number;
}

export async function orderLines(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Array<OrderLineRow & { sales_order_id: number }>> {
  if (orderIds.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT l.sales_order_id, l.id, l.line_number, ${historyLineColumns(sql`l`)}, l.rx_level, l.quantity,
        l.quantity_fulfilled, l.quantity_backordered, l.quantity_cancelled, l.quantity_billed,
        l.unit_price_cents, l.amount_cents
      FROM sales_order_lines l ${historyLineJoins(sql`l`)}
      WHERE l.sales_order_id IN (${idList(orderIds)})
      ORDER BY l.sales_order_id, l.line_number`,
  );
}

export interface ShipmentRow {
  id: number;
  tran_id: string;
  status: string;
  carrier: string;
  tracking_number: string;
  shipped_at: Date | string;
  delivered_at: Date | string | null;
  lines: Array<{ salesOrderLineId: number; quantity: number; lots: ShippedLotJson[] }>;
}

export async function shipmentsOf(db: DbOrTx, orderId: number): Promise<ShipmentRow[]> {
  return queryRows(
    db,
    sql`SELECT f.id, f.tran_id, f.status, f.carrier, f.tracking_number, f.shipped_at, f.delivered_at,
        (SELECT coalesce(json_agg(json_build_object('salesOrderLineId', fl.sales_order_line_id,
            'quantity', fl.quantity, 'lots', ${shippedLotsJson(sql`fl`)}) ORDER BY fl.id), '[]'::json)
          FROM fulfillment_lines fl WHERE fl.fulfillment_id = f.id) AS lines
      FROM fulfillments f WHERE f.sales_order_id = ${orderId} ORDER BY f.shipped_at, f.id`,
  );
}

export interface InvoiceRow {
  id: number;
  tran_id: string;
  status: string;
  invoice_date: Date | string;
  due_date: string;
  total_cents: number;
  amount_due_cents: number;
}

export async function invoicesOf(db: DbOrTx, orderId: number): Promise<InvoiceRow[]> {
  return queryRows(
    db,
    sql`SELECT id, tran_id, status, invoice_date, due_date::text AS due_date, total_cents, amount_due_cents
      FROM invoices WHERE sales_order_id = ${orderId} ORDER BY invoice_date, id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Pages of orders
// ---------------------------------------------------------------------------------------------

export interface OrderFilters {
  accountIds: readonly number[];
  fromDate?: string | undefined;
  toDate?: string | undefined;
  search?: string | undefined;
  shipAddressId?: number | undefined;
  status?: string | undefined;
  /** Only orders in one of these approval states. */
  approvalStatuses?: readonly string[] | undefined;
}

function whereOf(f: OrderFilters, timeZone: string): SQL {
  const parts: SQL[] = [sql`so.account_id IN (${idList(f.accountIds)})`];
  // Dates are the store's calendar days (service spec §9 MM/DD/YYYY as the store reads them).
  if (f.fromDate) parts.push(sql`(so.order_date AT TIME ZONE ${timeZone})::date >= ${f.fromDate}::date`);
  if (f.toDate) parts.push(sql`(so.order_date AT TIME ZONE ${timeZone})::date <= ${f.toDate}::date`);
  if (f.search) {
    const like = `%${f.search.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
    parts.push(sql`(so.tran_id ILIKE ${like} OR so.po_number ILIKE ${like})`);
  }
  if (f.shipAddressId !== undefined) parts.push(sql`so.ship_address_id = ${f.shipAddressId}`);
  if (f.status) parts.push(sql`so.status = ${f.status}`);
  if (f.approvalStatuses) {
    parts.push(
      sql`so.approval_status IN (${sql.join(
        f.approvalStatuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

export async function countOrders(db: DbOrTx, f: OrderFilters, timeZone: string): Promise<number> {
  if (f.accountIds.length === 0) return 0;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM sales_orders so WHERE ${whereOf(f, timeZone)}`,
  );
  return rows[0]?.n ?? 0;
}

export async function pageOfOrders(
  db: DbOrTx,
  f: OrderFilters,
  timeZone: string,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  if (f.accountIds.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT ${orderColumns} FROM ${orderFrom} WHERE ${whereOf(f, timeZone)}
      ORDER BY so.order_date DESC, so.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** The accounts' addresses their orders ship to, and their live ones (the first account's first). */
export async function shipToList(
  db: DbOrTx,
  accountIds: number[],
): Promise<
  Array<{
    id: number;
    accountId: number;
    accountName: string;
    label: string;
    addressee: string;
    city: string;
    state: string;
    zip: string;
  }>
> {
  return queryRows(
    db,
    sql`SELECT d.id, d.account_id AS "accountId", a.account_name AS "accountName", d.label, d.addressee, d.city,
        d.state, d.zip
      FROM addresses d JOIN accounts a ON a.id = d.account_id
      WHERE d.account_id IN (${idList(accountIds)})
        AND (NOT d.deleted OR EXISTS (SELECT 1 FROM sales_orders so WHERE so.ship_address_id = d.id))
      ORDER BY d.account_id = ${accountIds[0] ?? 0} DESC, a.account_name, d.account_id, d.default_shipping DESC,
        d.label, d.id`,
  );
}
