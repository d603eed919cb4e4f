// Placing queries: the account's checkout facts, its addresses with their licences, the list a
// subscription orders from, and the conditional writes of placing an order (allocation, stock) with
// the order, its lines and its controlled-substance records (terms credit: credit.queries.ts; the
// cart: cart.service). No business rules here: placing.service.ts decides; every statement takes
// the account (or contact) it may touch.
import { sql } from 'drizzle-orm';
import type { AddressLicence } from '@medsupply/domain';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';

export interface AccountCheckoutRow {
  account_name: string;
  has_terms: boolean;
  terms: string | null;
  available_balance_cents: number;
  conv_fee_exempt: boolean;
  tax_exempt: boolean;
  delivery_days: string[];
  ddd_shipping_cutoff_time: string;
  approvals_notification: boolean;
}

export async function accountCheckoutRow(db: DbOrTx, accountId: number): Promise<AccountCheckoutRow | null> {
  const rows = await queryRows<AccountCheckoutRow>(
    db,
    sql`SELECT account_name, has_terms, terms, available_balance_cents, conv_fee_exempt, tax_exempt,
        delivery_days, ddd_shipping_cutoff_time, approvals_notification
      FROM accounts WHERE id = ${accountId}`,
  );
  return rows[0] ?? null;
}

export interface AddressRow {
  id: number;
  label: string;
  addressee: string;
  attention: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  default_shipping: boolean;
  default_billing: boolean;
  billing_only: boolean;
  licences: AddressLicence[];
}

const addressColumns = sql`d.id, d.label, d.addressee, d.attention, d.line1, d.line2, d.city, d.state,
  d.zip, d.country, d.default_shipping, d.default_billing, d.billing_only,
  (SELECT coalesce(json_agg(json_build_object('rxLevel', l.rx_level, 'licenceNumber', l.licence_number,
      'expiresOn', l.expires_on, 'status', l.status) ORDER BY l.rx_level, l.expires_on DESC), '[]'::json)
    FROM address_licences l WHERE l.address_id = d.id) AS licences`;

/** The account's live (not deleted) addresses with their licences, defaults first. */
export async function addressesOf(db: DbOrTx, accountId: number): Promise<AddressRow[]> {
  return queryRows<AddressRow>(
    db,
    sql`SELECT ${addressColumns} FROM addresses d
      WHERE d.account_id = ${accountId} AND NOT d.deleted
      ORDER BY d.default_shipping DESC, d.default_billing DESC, d.id`,
  );
}

/** The account's live address with this zip and city (getAlternateShippingData names a ship-to so). */
export async function addressByZipCity(
  db: DbOrTx,
  accountId: number,
  zip: string,
  city: string,
): Promise<AddressRow | null> {
  const rows = await queryRows<AddressRow>(
    db,
    sql`SELECT ${addressColumns} FROM addresses d
      WHERE d.account_id = ${accountId} AND NOT d.deleted
        AND d.zip = ${zip} AND lower(d.city) = lower(${city})
      ORDER BY d.default_shipping DESC, d.id LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function rxLevelNames(db: DbOrTx): Promise<Record<number, string>> {
  const rows = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM rx_levels`);
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

export interface TaxRow {
  rate_percent: number | string | null;
  shipping_taxable: boolean | null;
  exempt_rx_items: boolean | null;
}

export async function taxRateOf(db: DbOrTx, state: string): Promise<TaxRow | null> {
  const rows = await queryRows<TaxRow>(
    db,
    sql`SELECT rate_percent, shipping_taxable, exempt_rx_items FROM tax_rates WHERE state = ${state}`,
  );
  return rows[0] ?? null;
}

export async function ordersNeedApproval(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await queryRows<{ orders_need_approval: boolean }>(
    db,
    sql`SELECT orders_need_approval FROM users WHERE id = ${userId}`,
  );
  return rows[0]?.orders_need_approval ?? false;
}

/** Active administrators of the account (the approvals mail goes to them). */
export async function adminContacts(db: DbOrTx, accountId: number): Promise<Array<{ email: string }>> {
  return queryRows(
    db,
    sql`SELECT email FROM users WHERE account_id = ${accountId} AND is_admin AND is_active ORDER BY id`,
  );
}

/**
 * Serialises placements under one idempotency key of one contact (a procurement system's payloadID,
 * issue 28): lines that live in no table have no row to lock, and the second of two concurrent
 * requests must find the first one's order rather than collide on the key's unique index.
 */
export async function lockIdempotencyKey(tx: Tx, userId: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${userId}:${key}`}, 0))`);
}

/** The account's item list, row-locked (a subscription's order is placed from it, issue 21). */
export async function lockItemList(tx: Tx, accountId: number, itemListId: number): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM item_lists WHERE id = ${itemListId} AND account_id = ${accountId} FOR UPDATE`,
  );
  return rows[0]?.id ?? null;
}

/** The distinct items of a list's lines, in id order (the order they are locked in). */
export async function listItemIds(db: DbOrTx, itemListId: number): Promise<number[]> {
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`SELECT DISTINCT item_id FROM item_list_details WHERE item_list_id = ${itemListId} ORDER BY item_id`,
  );
  return rows.map((r) => r.item_id);
}

// ---------------------------------------------------------------------------------------------
// Conditional writes (ADR 0034 "Placing")
// ---------------------------------------------------------------------------------------------

export interface LockedItem {
  id: number;
  display_name: string;
  quantity_available: number;
  backorderable: boolean;
  allocation_period: 'month' | 'quarter' | null;
  allocation_default_max: number | null;
}

/** ADR 0034 step 1: the order's items, row-locked in id order (no deadlock between two orders). */
export async function lockItems(tx: Tx, ids: readonly number[]): Promise<LockedItem[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedItem>(
    tx,
    sql`SELECT id, display_name, quantity_available, backorderable, allocation_period, allocation_default_max
      FROM items WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id FOR UPDATE`,
  );
}

/** Stock and whether it may be backordered, read without a lock (returncart's judgement). */
export async function stockOf(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Array<{ id: number; quantity_available: number; backorderable: boolean }>> {
  if (ids.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT id, quantity_available, backorderable FROM items WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * ADR 0034 step 2: takes `baseUnits` of the account's allocation of the item in the period holding
 * `day`; the period's row is created from the item's default maximum when missing. False when
 * the allocation has no room (nothing written).
 */
export async function takeAllocation(
  tx: Tx,
  input: {
    accountId: number;
    itemId: number;
    baseUnits: number;
    day: string;
    periodStart: string;
    periodEnd: string;
    defaultMax: number;
  },
): Promise<boolean> {
  await tx.execute(
    sql`INSERT INTO item_allocations (account_id, item_id, period_start, period_end, max_quantity)
      SELECT ${input.accountId}, ${input.itemId}, ${input.periodStart}::date, ${input.periodEnd}::date,
        ${input.defaultMax}
      WHERE NOT EXISTS (SELECT 1 FROM item_allocations a WHERE a.account_id = ${input.accountId}
        AND a.item_id = ${input.itemId} AND a.period_start <= ${input.day}::date AND a.period_end >= ${input.day}::date)
      ON CONFLICT (account_id, item_id, period_start) DO NOTHING`,
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE item_allocations SET used_quantity = used_quantity + ${input.baseUnits}
      WHERE id = (SELECT a.id FROM item_allocations a WHERE a.account_id = ${input.accountId}
          AND a.item_id = ${input.itemId} AND a.period_start <= ${input.day}::date
          AND a.period_end >= ${input.day}::date ORDER BY a.period_start DESC LIMIT 1)
        AND used_quantity + ${input.baseUnits} <= max_quantity
      RETURNING id`,
  );
  return rows.length === 1;
}

/** ADR 0034 step 3: stock decremented only while it covers the take. */
export async function takeStock(tx: Tx, itemId: number, baseUnits: number): Promise<boolean> {
  if (baseUnits === 0) return true;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE items SET quantity_available = quantity_available - ${baseUnits}
      WHERE id = ${itemId} AND quantity_available >= ${baseUnits} RETURNING id`,
  );
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// The order
// ---------------------------------------------------------------------------------------------

export interface OrderByKey {
  id: number;
  request_hash: string | null;
}

export async function orderByKey(db: DbOrTx, userId: number, key: string): Promise<OrderByKey | null> {
  const rows = await queryRows<OrderByKey>(
    db,
    sql`SELECT id, request_hash FROM sales_orders WHERE placed_by = ${userId} AND idempotency_key = ${key}`,
  );
  return rows[0] ?? null;
}

export interface NewOrder {
  accountId: number;
  placedBy: number;
  status: string;
  approvalStatus: 'not_required' | 'pending';
  poNumber: string | null;
  memo: string | null;
  shipAddressId: number;
  billAddressId: number;
  shipAddress: AddressSnapshot;
  billAddress: AddressSnapshot;
  paymentType: 'terms' | 'card' | 'ach';
  paymentMethodId: number | null;
  paymentAuthorizationId: string | null;
  paymentStatus: 'none' | 'authorized';
  shipDate: string;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  convenienceFeeCents: number;
  totalCents: number;
  idempotencyKey: string;
  requestHash: string;
  /** The subscription's list an order was placed from (issue 21); null for a cart's order. */
  subscriptionItemListId?: number | null;
  /** The procurement system whose OrderRequest placed it (issue 28); null otherwise. */
  procurementSystemId?: number | null;
}

/** Inserts the order; its number is SO-(100000 + id), as the store's history numbers them. */
export async function insertOrder(tx: Tx, o: NewOrder): Promise<{ id: number; tranId: string }> {
  const rows = await queryRows<{ id: number; tran_id: string }>(
    tx,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('sales_orders', 'id'))::int AS id)
      INSERT INTO sales_orders (id, tran_id, account_id, placed_by, status, approval_status, po_number,
        memo, ship_address_id, bill_address_id, ship_address, bill_address, payment_type,
        payment_method_id, payment_authorization_id, payment_status, ship_date, subtotal_cents,
        shipping_cents, tax_cents, convenience_fee_cents, total_cents, idempotency_key, request_hash,
        subscription_item_list_id, procurement_system_id)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, 'SO-' || (100000 + n.id), ${o.accountId}, ${o.placedBy}, ${o.status}, ${o.approvalStatus},
        ${o.poNumber}, ${o.memo}, ${o.shipAddressId}, ${o.billAddressId}, ${JSON.stringify(o.shipAddress)}::jsonb,
        ${JSON.stringify(o.billAddress)}::jsonb, ${o.paymentType}, ${o.paymentMethodId},
        ${o.paymentAuthorizationId}, ${o.paymentStatus}, ${o.shipDate}::date, ${o.subtotalCents},
        ${o.shippingCents}, ${o.taxCents}, ${o.convenienceFeeCents}, ${o.totalCents}, ${o.idempotencyKey},
        ${o.requestHash}, ${o.subscriptionItemListId ?? null}, ${o.procurementSystemId ?? null}
      FROM n
      RETURNING id, tran_id`,
  );
  const row = rows[0];
  if (!row) throw new Error('order insert returned no row');
  return { id: row.id, tranId: row.tran_id };
}

export interface NewLine {
  lineNumber: number;
  itemId: number;
  unitId: number;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  quantityBackordered: number;
  rxLevel: number;
}

export async function insertLines(tx: Tx, orderId: number, lines: readonly NewLine[]): Promise<number[]> {
  const values = lines.map(
    (l) =>
      sql`(${orderId}, ${l.lineNumber}, ${l.itemId}, ${l.unitId}, ${l.quantity}, ${l.unitPriceCents},
        ${l.amountCents}, ${l.quantityBackordered}, ${l.rxLevel})`,
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO sales_order_lines (sales_order_id, line_number, item_id, unit_id, quantity,
        unit_price_cents, amount_cents, quantity_backordered, rx_level)
      VALUES ${sql.join(values, sql`, `)} RETURNING id`,
  );
  return rows.map((r) => r.id);
}

export interface NewControlledRecord {
  salesOrderId: number;
  salesOrderLineId: number;
  accountId: number;
  placedBy: number;
  shipAddressId: number;
  shipAddress: AddressSnapshot;
  licenceNumber: string;
  licenceExpiresOn: string;
  itemId: number;
  itemName: string;
  unitId: number;
  quantity: number;
  rxLevel: number;
}

/** The append-only controlled-substance records of the placed lines (ADR 0034 step 5). */
export async function insertControlledRecords(
  tx: Tx,
  records: readonly NewControlledRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const values = records.map(
    (r) =>
      sql`('placed', ${r.salesOrderId}, ${r.salesOrderLineId}, ${r.accountId}, ${r.placedBy}, ${r.shipAddressId},
        ${JSON.stringify(r.shipAddress)}::jsonb, ${r.licenceNumber}, ${r.licenceExpiresOn}::date, ${r.itemId},
        ${r.itemName}, ${r.unitId}, ${r.quantity}, ${r.rxLevel})`,
  );
  await tx.execute(
    sql`INSERT INTO controlled_substance_records (kind, sales_order_id, sales_order_line_id, account_id,
        placed_by, ship_address_id, ship_address, licence_number, licence_expires_on, item_id, item_name,
        unit_id, quantity, rx_level)
      VALUES ${sql.join(values, sql`, `)}`,
  );
}
