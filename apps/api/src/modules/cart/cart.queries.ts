// Cart queries: the cart row, its lines, save-for-later entries, notifications and the tax context.
// No business rules here; what an add may do (and the allocation) is core/buy-rule.ts, what a line
// shows of its item core/line-item.ts.
//
// Every statement is raw SQL through queryRows, so the read of a whole cart is a fixed handful of
// statements whatever its size (units and prices come as sub-selects, never one query per line).
// Ownership is part of every WHERE: a line, saved entry, list or address of another account or
// contact is simply not found.
import { sql } from 'drizzle-orm';
import type { LineSource } from '../../core/line-item.ts';
import type { RowsQuery } from '../../core/read-parts.ts';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

/** Who owns a cart: one cart per (account, contact). */
export interface CartOwner {
  accountId: number;
  userId: number;
}

/** The largest quantity one line or saved entry holds; merges stop there (the contract's maximum). */
export const MAX_LINE_QUANTITY = 1_000_000;

// ---------------------------------------------------------------------------------------------
// The cart row
// ---------------------------------------------------------------------------------------------

export interface CartRow {
  id: number;
  status: string;
  approved_by: number | null;
}

/** The owner's cart row (a SELECT; findCart reads it, the cart view's one statement joins it). */
export const cartRowSelect = (owner: CartOwner) =>
  sql`SELECT id, status, approved_by FROM carts
      WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId}`;

export async function findCart(db: DbOrTx, owner: CartOwner): Promise<CartRow | null> {
  const rows = await queryRows<CartRow>(db, cartRowSelect(owner));
  return rows[0] ?? null;
}

/**
 * The owner's cart, created when missing, and row-locked until the transaction ends: every write to
 * one cart goes through here first, so two tabs adding at once take turns (ON CONFLICT makes the
 * concurrent first add create one cart, not two or an error).
 */
export async function lockOrCreateCart(tx: Tx, owner: CartOwner): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO carts (account_id, user_id) VALUES (${owner.accountId}, ${owner.userId})
      ON CONFLICT (account_id, user_id) DO UPDATE SET updated_at = now()
      RETURNING id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('cart upsert returned no row');
  return id;
}

/** The owner's existing cart, row-locked; null when the contact has none yet. */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM carts WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId} FOR UPDATE`,
  );
  return rows[0]?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** Adds to the (cart, item, unit) line, creating it if missing: concurrent adds sum into one line. */
export async function addToLine(
  tx: Tx,
  line: {
    cartId: number;
    itemId: number;
    unitId: number;
    quantity: number;
    searchTerm?: string | null;
    queryId?: string | null;
  },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO cart_lines (cart_id, item_id, unit_id, quantity, search_term, query_id)
      VALUES (${line.cartId}, ${line.itemId}, ${line.unitId}, ${line.quantity},
        ${line.searchTerm ?? null}, ${line.queryId ?? null})
      ON CONFLICT (cart_id, item_id, unit_id) DO UPDATE
        SET quantity = LEAST(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}),
            search_term = coalesce(excluded.search_term, cart_lines.search_term),
            query_id = coalesce(excluded.query_id, cart_lines.query_id),
            -- ADR 0026: an estimate's price holds for the estimate's line as converted; more of
            -- the item is priced today, so the line is.
            unit_price_cents = NULL, estimate_id = NULL,
            updated_at = now()`,
  );
}

/**
 * Many adds in one statement (quick order's 500 rows): quantities of the same item and unit are
 * summed first, since one statement cannot update a line twice; merging as addToLine does.
 */
export async function addToLines(
  tx: Tx,
  cartId: number,
  lines: ReadonlyArray<{ itemId: number; unitId: number; quantity: number }>,
): Promise<void> {
  const summed = new Map<string, [number, number, number]>();
  for (const l of lines) {
    const key = `${l.itemId}:${l.unitId}`;
    const quantity = Math.min((summed.get(key)?.[2] ?? 0) + l.quantity, MAX_LINE_QUANTITY);
    summed.set(key, [l.itemId, l.unitId, quantity]);
  }
  if (summed.size === 0) return;
  await tx.execute(
    sql`INSERT INTO cart_lines (cart_id, item_id, unit_id, quantity)
      SELECT ${cartId}, (e->>0)::int, (e->>1)::int, (e->>2)::int
      FROM json_array_elements(${JSON.stringify([...summed.values()])}::json) e
      ON CONFLICT (cart_id, item_id, unit_id) DO UPDATE
        SET quantity = LEAST(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}),
            unit_price_cents = NULL, estimate_id = NULL, updated_at = now()`,
  );
}

/**
 * An estimate's line into the cart at the estimate's price of one of its unit (ADR 0026): it
 * replaces the cart's line of the same item and unit, so no quantity beyond the estimate's gets
 * its price.
 */
export async function putEstimateLine(
  tx: Tx,
  line: {
    cartId: number;
    itemId: number;
    unitId: number;
    quantity: number;
    unitPriceCents: number;
    estimateId: number;
  },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO cart_lines (cart_id, item_id, unit_id, quantity, unit_price_cents, estimate_id)
      VALUES (${line.cartId}, ${line.itemId}, ${line.unitId}, ${line.quantity}, ${line.unitPriceCents},
        ${line.estimateId})
      ON CONFLICT (cart_id, item_id, unit_id) DO UPDATE
        SET quantity = excluded.quantity, unit_price_cents = excluded.unit_price_cents,
            estimate_id = excluded.estimate_id, updated_at = now()`,
  );
}

export interface LineRef {
  id: number;
  item_id: number;
  unit_id: number;
  quantity: number;
}

/** A line of this cart by id. */
export async function lineInCart(db: DbOrTx, cartId: number, lineId: number): Promise<LineRef | null> {
  const rows = await queryRows<LineRef>(
    db,
    sql`SELECT id, item_id, unit_id, quantity FROM cart_lines WHERE id = ${lineId} AND cart_id = ${cartId}`,
  );
  return rows[0] ?? null;
}

/** The other line of this cart holding the item in the unit, if any (an edit merges into it). */
export async function siblingLine(
  db: DbOrTx,
  cartId: number,
  line: { id: number; itemId: number; unitId: number },
): Promise<LineRef | null> {
  const rows = await queryRows<LineRef>(
    db,
    sql`SELECT id, item_id, unit_id, quantity FROM cart_lines
      WHERE cart_id = ${cartId} AND item_id = ${line.itemId} AND unit_id = ${line.unitId} AND id <> ${line.id}`,
  );
  return rows[0] ?? null;
}

export async function setLine(tx: Tx, lineId: number, unitId: number, quantity: number): Promise<void> {
  await tx.execute(
    sql`UPDATE cart_lines SET unit_id = ${unitId}, quantity = ${quantity},
        unit_price_cents = NULL, estimate_id = NULL, updated_at = now()
      WHERE id = ${lineId}`,
  );
}

/**
 * A swap (issue 34 point 4): the line takes the substitute's item, unit and quantity, only while it
 * still holds `fromItemId`, so of two presses one swaps; the line's search, estimate price and
 * estimate belonged to the old item. False when the line had changed.
 */
export async function swapLineItem(
  tx: Tx,
  line: { id: number; fromItemId: number; itemId: number; unitId: number; quantity: number },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE cart_lines SET item_id = ${line.itemId}, unit_id = ${line.unitId}, quantity = ${line.quantity},
        search_term = NULL, query_id = NULL, unit_price_cents = NULL, estimate_id = NULL, updated_at = now()
      WHERE id = ${line.id} AND item_id = ${line.fromItemId}
      RETURNING id`,
  );
  return rows.length === 1;
}

/** Deletes the line while it still holds `itemId` (a swap merged it into another line). */
export async function deleteLineOfItem(tx: Tx, lineId: number, itemId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM cart_lines WHERE id = ${lineId} AND item_id = ${itemId} RETURNING id`,
  );
  return rows.length === 1;
}

export async function deleteLine(tx: Tx, lineId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM cart_lines WHERE id = ${lineId}`);
}

/** Deletes the owner's line; false when no such line is the owner's. */
export async function deleteOwnLine(db: DbOrTx, owner: CartOwner, lineId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM cart_lines l USING carts c
      WHERE l.id = ${lineId} AND c.id = l.cart_id
        AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
      RETURNING l.id`,
  );
  return rows.length > 0;
}

export async function deleteAllLines(db: DbOrTx, owner: CartOwner): Promise<void> {
  await db.execute(
    sql`DELETE FROM cart_lines l USING carts c
      WHERE c.id = l.cart_id AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}`,
  );
}

export async function deleteNotifications(db: DbOrTx, owner: CartOwner): Promise<void> {
  await db.execute(
    sql`DELETE FROM cart_notifications n USING carts c
      WHERE c.id = n.cart_id AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Save for later
// ---------------------------------------------------------------------------------------------

export async function savedOf(db: DbOrTx, owner: CartOwner, id: number): Promise<LineRef | null> {
  const rows = await queryRows<LineRef>(
    db,
    sql`SELECT id, item_id, unit_id, quantity FROM save_for_later
      WHERE id = ${id} AND account_id = ${owner.accountId} AND user_id = ${owner.userId}`,
  );
  return rows[0] ?? null;
}

/** Adds to the owner's saved entry of the item and unit, creating it if missing. */
export async function addToSaved(
  tx: Tx,
  owner: CartOwner,
  entry: { itemId: number; unitId: number; quantity: number },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO save_for_later (account_id, user_id, item_id, unit_id, quantity)
      VALUES (${owner.accountId}, ${owner.userId}, ${entry.itemId}, ${entry.unitId}, ${entry.quantity})
      ON CONFLICT (account_id, user_id, item_id, unit_id) DO UPDATE
        SET quantity = LEAST(save_for_later.quantity + excluded.quantity, ${MAX_LINE_QUANTITY})`,
  );
}

/** Deletes the owner's saved entry; false when no such entry is the owner's. */
export async function deleteOwnSaved(db: DbOrTx, owner: CartOwner, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM save_for_later
      WHERE id = ${id} AND account_id = ${owner.accountId} AND user_id = ${owner.userId} RETURNING id`,
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Reading a cart: where its lines and saved entries are (core/line-item.ts reads them), notifications
// ---------------------------------------------------------------------------------------------

/** The cart's lines for the line model (core/line-item.ts), in the order they were added. */
export const cartLineSource = (cartId: number): LineSource => ({
  from: sql`cart_lines s`,
  where: sql`s.cart_id = ${cartId}`,
  orderBy: sql`s.created_at, s.id`,
  unitPriceCents: sql`s.unit_price_cents`,
});

/** The lines of the owner's cart (none without a cart), by the owner: no cart id to read first. */
export const ownCartLineSource = (owner: CartOwner): LineSource => ({
  from: sql`cart_lines s`,
  where: sql`s.cart_id = (SELECT c.id FROM carts c
      WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId})`,
  orderBy: sql`s.created_at, s.id`,
  unitPriceCents: sql`s.unit_price_cents`,
});

/** The owner's saved-for-later entries for the line model, newest first. */
export const savedSource = (owner: CartOwner): LineSource => ({
  from: sql`save_for_later s`,
  where: sql`s.account_id = ${owner.accountId} AND s.user_id = ${owner.userId}`,
  orderBy: sql`s.created_at DESC, s.id DESC`,
});

export interface NotificationRow {
  id: number;
  message: string;
  created_at: string | Date;
}

/** The notifications of the owner's cart (none without a cart), newest first, as a rowsPart query. */
export const ownCartNotificationsQuery = (owner: CartOwner): RowsQuery => ({
  columns: sql`n.id, n.message, n.created_at`,
  from: sql`cart_notifications n`,
  where: sql`n.cart_id = (SELECT c.id FROM carts c
      WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId})`,
  orderBy: sql`n.created_at DESC, n.id DESC`,
});

export async function notificationRows(db: DbOrTx, cartId: number): Promise<NotificationRow[]> {
  return queryRows<NotificationRow>(
    db,
    sql`SELECT id, message, created_at FROM cart_notifications WHERE cart_id = ${cartId}
      ORDER BY created_at DESC, id DESC`,
  );
}

// ---------------------------------------------------------------------------------------------
// Tax and fee context
// ---------------------------------------------------------------------------------------------

export interface TaxRateRow {
  rate_percent: number | string;
  shipping_taxable: boolean;
  exempt_rx_items: boolean;
}

export interface AccountTaxRow {
  tax_exempt: boolean;
  conv_fee_exempt: boolean;
  /** The default shipping address's state; null without one. */
  state: string | null;
  /** Its tax rate; all null when the state has no rate row. */
  rate_percent: number | string | null;
  shipping_taxable: boolean | null;
  exempt_rx_items: boolean | null;
}

/** The account's exemptions and the tax rate at its default shipping address, in one statement. */
export async function accountTaxRow(db: DbOrTx, accountId: number): Promise<AccountTaxRow | null> {
  const rows = await queryRows<AccountTaxRow>(db, accountTaxSelect(accountId));
  return rows[0] ?? null;
}

/** accountTaxRow's SELECT (the cart view's one statement joins it). */
export const accountTaxSelect = (accountId: number) =>
  sql`SELECT a.tax_exempt, a.conv_fee_exempt, ad.state,
        tr.rate_percent, tr.shipping_taxable, tr.exempt_rx_items
      FROM accounts a
      LEFT JOIN LATERAL (SELECT d.state FROM addresses d
          WHERE d.account_id = a.id AND d.default_shipping AND NOT d.deleted
          ORDER BY d.id LIMIT 1) ad ON true
      LEFT JOIN tax_rates tr ON tr.state = ad.state
      WHERE a.id = ${accountId}`;

export interface AddressTaxRow {
  state: string;
  rate_percent: number | string | null;
  shipping_taxable: boolean | null;
  exempt_rx_items: boolean | null;
}

/** An address of the account (not deleted) with its state's tax rate; null when not the account's. */
export async function addressTaxRow(
  db: DbOrTx,
  accountId: number,
  addressId: number,
): Promise<AddressTaxRow | null> {
  const rows = await queryRows<AddressTaxRow>(
    db,
    sql`SELECT d.state, tr.rate_percent, tr.shipping_taxable, tr.exempt_rx_items
      FROM addresses d LEFT JOIN tax_rates tr ON tr.state = d.state
      WHERE d.id = ${addressId} AND d.account_id = ${accountId} AND NOT d.deleted`,
  );
  return rows[0] ?? null;
}

export async function itemRxLevels(
  db: DbOrTx,
  itemIds: readonly number[],
): Promise<Array<{ id: number; rx_level: number }>> {
  if (itemIds.length === 0) return [];
  const list = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows(db, sql`SELECT id, rx_level FROM items WHERE id IN (${list})`);
}

// ---------------------------------------------------------------------------------------------
// Item lists (read only: the lines of a list the contact may see)
// ---------------------------------------------------------------------------------------------

/**
 * The lines of a list the contact may see: its own lists, and shared lists of its account. Null
 * when the list is not visible to the contact (another account's, or another contact's unshared).
 */
export async function visibleListLines(
  db: DbOrTx,
  owner: CartOwner,
  itemListId: number,
): Promise<Array<{ item_id: number; unit_id: number; quantity: number }> | null> {
  const lists = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM item_lists WHERE id = ${itemListId} AND account_id = ${owner.accountId}
      AND (contact_id = ${owner.userId} OR shared)`,
  );
  if (lists.length === 0) return null;
  return queryRows(
    db,
    sql`SELECT item_id, unit_id, quantity FROM item_list_details WHERE item_list_id = ${itemListId}
      ORDER BY id`,
  );
}

// ---------------------------------------------------------------------------------------------
// The cart an order is placed from (order-to-cash placing, through cart.service)
// ---------------------------------------------------------------------------------------------

/** The distinct items of the cart's lines, in id order (the order they are locked in). */
export async function cartItemIds(db: DbOrTx, cartId: number): Promise<number[]> {
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`SELECT DISTINCT item_id FROM cart_lines WHERE cart_id = ${cartId} ORDER BY item_id`,
  );
  return rows.map((r) => r.item_id);
}

export async function deleteCartLines(tx: Tx, cartId: number, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.execute(
    sql`DELETE FROM cart_lines WHERE cart_id = ${cartId} AND id IN (${sql.join(
      lineIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
